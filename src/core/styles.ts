/**
 * Global styles of the console: PrimeReact theme and the console's own base rules. (The icon font's
 * rules load with the signed-in shell: the screens before sign-in draw their few icons inline.)
 */
import 'primereact/resources/themes/lara-light-blue/theme.css';
import './base.css';
