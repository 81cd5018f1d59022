/** The default vehicle image when a card has none (requirements 8.9): a neutral car outline, inline. */
export const defaultVehicleImage =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#f3f4f7"/>' +
      '<path d="M90 190v-40l30-50h160l30 50v40M90 150h220M90 190h220M125 215v-25M275 215v-25" fill="none" stroke="#767c86" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/></svg>',
  );
