/**
 * The contact forms' rules beyond the contract's schemas, which the forms check as a person types and
 * the server checks again (a required message left blank passes the schema: 422 with the field's own
 * message).
 */

/** The messages no shared rule gives, in GOV.UK's wording (requirements 5.13). */
export const contactMessages = {
  messageNeeded: 'Enter a message for the dealer',
  reasonNeeded: 'Select why you are reporting this advert',
  detailsNeeded: 'Tell us what is wrong with the advert',
  termNeeded: 'Select how long you would like to pay over',
  // The contact page's (/contact/): its forms reach the Forecourt team, not a dealer.
  topicNeeded: 'Select what your message is about',
  questionNeeded: 'Enter your message',
  stockSize: 'Enter how many vehicles you usually have in stock, a whole number from 1 to 10,000',
} as const;

/**
 * What a required field left empty says, naming the field (requirements 5.12); a value that breaks its rule gets
 * the rule's own message.
 */
export const missingMessages = {
  name: 'Enter your name',
  email: 'Enter your email address',
  mobile: 'Enter your mobile number',
  phone: 'Enter your phone number',
  postcode: 'Enter your postcode',
  registration: 'Enter the registration number',
  mileage: 'Enter the mileage',
  deposit: 'Enter a deposit in pounds',
  annualMileage: 'Enter how many miles a year you drive',
  dealershipName: 'Enter the dealership’s name',
  dealershipPostcode: 'Enter the dealership’s postcode',
} as const;
