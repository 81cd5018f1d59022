/** The words of a finance quote and what they mean (the `finance-terms` overlay and the /finance-terms/ page). */
export const financeTerms: readonly (readonly [term: string, meaning: string])[] = [
  ['APR', 'Annual percentage rate: the yearly cost of the credit, including interest and compulsory fees.'],
  [
    'Representative APR',
    'The APR at least 51% of people accepted for the finance are expected to get. Yours depends on your circumstances.',
  ],
  ['Deposit', 'What you pay up front. A bigger deposit means smaller monthly payments.'],
  ['Term', 'How many months you pay for, usually 24 to 60.'],
  ['Total amount of credit', 'The amount you borrow: the cash price less your deposit.'],
  ['Total cost of credit', 'The interest and any fees: what the finance costs you on top of the cash price.'],
  ['Total amount payable', 'Everything you pay, including the deposit, interest and fees.'],
  ['Fixed or variable rate', 'A fixed rate stays the same for the whole agreement; a variable rate can go up or down.'],
  ['Optional final payment', 'On PCP, the payment you make at the end if you want to keep the vehicle.'],
  [
    'Excess mileage charge',
    'On PCP, what you pay per mile over the agreed annual mileage if you hand the vehicle back.',
  ],
];
