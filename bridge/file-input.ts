// A hidden <input type=file> for the web fallbacks (DESIGN.md §6: "file input, camera, URL
// mapping": a file input for photos, camera or image file for QR codes). The input is added where the app lives (the shadow root in
// inline mode), clicked, and removed whatever happens. Call it from a user gesture: browsers open
// the picker only with transient user activation.
import { BridgeCallError } from './errors.js';

export interface PickFileOptions {
  doc: Document;
  /** Where the input goes; default doc.body. */
  container?: Node;
  accept: string;
  /** Ask for the camera (mobile browsers honour it; desktop ones show the file picker). */
  capture?: 'environment' | 'user';
  /** Aborting rejects with CANCELLED and removes the input (timeouts, unmount). */
  signal?: AbortSignal;
}

export function pickFile(opts: PickFileOptions): Promise<File> {
  const { doc, signal } = opts;
  return new Promise<File>((resolve, reject) => {
    if (signal?.aborted) return reject(new BridgeCallError('CANCELLED', 'the file picker was cancelled'));
    const input = doc.createElement('input');
    input.type = 'file';
    input.accept = opts.accept;
    if (opts.capture) input.setAttribute('capture', opts.capture);
    input.setAttribute('aria-hidden', 'true');
    input.tabIndex = -1;
    // Not display:none: some WebKit versions do not fire `change` for an undisplayed input.
    input.style.cssText = 'position:fixed;left:-9999px;top:0;width:1px;height:1px;opacity:0';

    const finish = (): void => {
      input.removeEventListener('change', onChange);
      input.removeEventListener('cancel', onCancel);
      signal?.removeEventListener('abort', onCancel);
      input.remove();
    };
    const onChange = (): void => {
      const file = input.files?.[0];
      finish();
      if (file) resolve(file);
      else reject(new BridgeCallError('CANCELLED', 'no file was chosen'));
    };
    // 'cancel' fires when the user closes the picker (Chromium 113+, Safari 16.4+); older
    // browsers leave the call to the caller's timeout or abort.
    const onCancel = (): void => {
      finish();
      reject(new BridgeCallError('CANCELLED', 'the file picker was cancelled'));
    };
    input.addEventListener('change', onChange);
    input.addEventListener('cancel', onCancel);
    signal?.addEventListener('abort', onCancel);
    (opts.container ?? doc.body).appendChild(input);
    input.click();
  });
}
