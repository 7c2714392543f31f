/** Global styles of the console: PrimeReact theme, icons and the console's own base rules. */
import 'primereact/resources/themes/lara-light-blue/theme.css';
import 'primeicons/primeicons.css';
import './base.css';
