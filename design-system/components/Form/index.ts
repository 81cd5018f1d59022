export { Form } from './Form';
