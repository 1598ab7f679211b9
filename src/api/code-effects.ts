// The UI side of the global code table (spec §8). The table itself is data in
// src/contract/codes.ts; this file only maps each action KIND to an effect.
import { actionFor, type CodeAction } from '../contract/codes.js';
import type { Reply } from '../contract/envelope.js';
import type { ClientSession, UiEffects } from './types.js';

type Kind = CodeAction['kind'];
type ActionOf<K extends Kind> = Extract<CodeAction, { kind: K }>;

interface EffectContext {
  effects: UiEffects;
  session: ClientSession;
  /** Shared by all calls of one client: several 4029/4030/4033 at once show ONE dialog. */
  logout: { showing: boolean };
}

// UI effects must never break a request: a throwing or rejecting dialog is ignored.
const swallow = (run: () => unknown): void => {
  try {
    const r = run();
    if (r && typeof (r as Promise<unknown>).then === 'function') (r as Promise<unknown>).then(undefined, () => undefined);
  } catch {
    /* ignored: see above */
  }
};

const HANDLERS: { [K in Kind]: (action: ActionOf<K>, reply: Reply, ctx: EffectContext) => void } = {
  pass: () => undefined,
  navigate: (a, _r, { effects }) => swallow(() => effects.navigate(a.to)),
  alert: (_a, r, { effects }) => swallow(() => effects.alert(r.message)),
  // 4006 is handled by the client (regenerate and replay); what is left after that shows nothing.
  regenerate: () => undefined,
  logout: (_a, r, ctx) => {
    if (ctx.logout.showing) return;
    ctx.logout.showing = true;
    const finish = () => {
      // The dialog has no cancel button (spec §8): whatever it resolves to, the login is gone.
      swallow(() => ctx.session.clearAll());
      swallow(() => ctx.effects.navigate('/login'));
      ctx.logout.showing = false;
    };
    let asked: Promise<unknown>;
    try {
      asked = Promise.resolve(ctx.effects.confirm(r.message, { cancel: false }));
    } catch {
      asked = Promise.resolve();
    }
    asked.then(finish, finish);
  },
  // Nothing to show for an empty message (unknown codes sometimes carry none).
  toast: (_a, r, { effects }) => {
    if (r.message) swallow(() => effects.toast(r.message));
  },
};

export type ApplyCodeEffects = (reply: Reply) => void;

export function createCodeEffects(effects: UiEffects, session: ClientSession): ApplyCodeEffects {
  const ctx: EffectContext = { effects, session, logout: { showing: false } };
  return (reply) => {
    const action = actionFor(reply.code);
    (HANDLERS[action.kind] as (a: CodeAction, r: Reply, c: EffectContext) => void)(action, reply, ctx);
  };
}
