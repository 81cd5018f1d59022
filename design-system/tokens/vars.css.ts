// Every component reads the theme contract from here, so importing any component also brings the
// brand theme and the reset: they survive tree-shaking even when the app imports one component
// (package.json marks only CSS modules as side effects, so the public index's own imports can go).
import './theme.css';
import '../css/reset.css';

export { vars } from './contract.css';
