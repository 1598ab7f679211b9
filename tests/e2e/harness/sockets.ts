// Every websocket the pages of a context open, kept on window.__sockets: a test reads whether the
// queue connection is open (Playwright reports no close for a socket the page itself closes after
// a STOMP DISCONNECT).
import type { BrowserContext, Page } from 'playwright-core';

export async function watchSockets(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const Native = window.WebSocket;
    const opened: WebSocket[] = [];
    (window as unknown as { __sockets: WebSocket[] }).__sockets = opened;
    window.WebSocket = class extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        opened.push(this);
      }
    };
  });
}

/** Each socket the page opened: its path, subprotocol and whether it is open now. */
export const socketsOf = (page: Page) => page.evaluate(() =>
  (window as unknown as { __sockets: WebSocket[] }).__sockets.map((s) => ({ path: new URL(s.url).pathname, protocol: s.protocol, open: s.readyState === WebSocket.OPEN })));

export const openSockets = async (page: Page): Promise<number> => (await socketsOf(page)).filter((s) => s.open).length;
