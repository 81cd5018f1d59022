/** The two agreements a person can choose, wherever a monthly figure is worked out: the calculator, the monthly-cost search. */
export const agreementChoices = [
  { id: 'HP', label: 'Hire purchase' },
  { id: 'PCP', label: 'PCP' },
] as const;
