// The operator console's entry (DESIGN.md §1; served by the reference server at /console): its
// texts, then the shell. Same stack as the app (React API compiled to Preact, wouter, i18next).
import { render } from 'react-dom';
import { ConsoleApp } from './console-app.js';
import { createConsoleI18n } from './console-i18n.js';

const root = document.getElementById('console');
if (root) {
  const i18n = await createConsoleI18n();
  render(<ConsoleApp i18n={i18n} />, root);
}
