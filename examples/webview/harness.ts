// Entry of the harness bundle (build.mjs -> harness.js), loaded by both of its pages:
//   harness.html  (data-role="shell")  the native side, with the "WebView" iframe
//   webview.html  (data-role="page")   the web page inside it
// Each page gets its own copy of the bridge, as a real shell and page would.
import { startPage, type H5 } from './page-side.js';
import { startShell, VARIANTS, type Shell } from './shell-side.js';

type HarnessWindow = Window & { shell?: Shell; h5?: H5 };
const win = window as HarnessWindow;

function startShellPage(): void {
  const wire = document.getElementById('wire')!;
  const show = (line: string) => {
    const li = document.createElement('li');
    li.textContent = line;
    wire.prepend(li);
  };
  const shell = startShell(document, show);
  win.shell = shell;
  document.getElementById('variant')!.textContent = VARIANTS[shell.variant]?.label ?? shell.variant;
  const nav = document.getElementById('variants')!;
  for (const name of Object.keys(VARIANTS)) {
    const a = document.createElement('a');
    a.href = `?native=${name}`;
    a.textContent = name;
    nav.append(a, ' ');
  }
  const on = (id: string, fn: () => unknown) => document.getElementById(id)!.addEventListener('click', () => void fn());
  on('send-photo', () => shell.emit('photoUrl', { url: new URL('photo.svg', document.baseURI).href }));
  on('send-qr', () => shell.emit('qrCode', { code: 'MKT-QR-0042' }));
  on('call-navigate', async () => show(`navigate → ${JSON.stringify(await shell.call('navigate', { path: '/land/list' }))}`));
  // The WebView loads after the injection hook exists (a shell injects before the page runs).
  (document.getElementById('webview') as HTMLIFrameElement).src = 'webview.html';
}

if (document.documentElement.dataset.role === 'page') win.h5 = startPage(document);
else startShellPage();
