/**
 * "No photo": a car seen from the side, its wheels and windows outlined in grey, on the light grey
 * behind every Image; 4:3, as the cards' photos. The one picture wherever a vehicle's photo is missing
 * or fails to load: the default of Image (so of VehicleCard and Gallery), and the adverts' own default
 * image (public/images/vehicles/default.svg, written from this by scripts/vehicle-images.ts).
 */
export const defaultVehicleImageSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 5 160 120"><g stroke="#767c86" stroke-width="2.5" stroke-linejoin="round" fill="#f3f4f7">' +
  '<path d="M22 80 23 69Q25 65 32 63L53 60 68 48Q72 45 77 45H110Q116 45 119 50L130 64Q137 66 137 71L138 80Z"/>' +
  '<path d="M58 60 70 50Q73 48 76 48H92V60ZM95 48H109Q113 48 116 51L123 60H95Z" fill="none" stroke-width="2"/>' +
  '<circle cx="44" cy="79" r="10"/><circle cx="118" cy="79" r="10"/></g></svg>';

/** The default vehicle image, inline (no request): `defaultVehicleImageSvg` as a data address. */
export const defaultVehicleImage = 'data:image/svg+xml,' + encodeURIComponent(defaultVehicleImageSvg);
