// createApp(ctx) -> { mount, navigate, update, unmount } (DESIGN.md §2). The standalone page, the
// iframe and the inline (shadow root) modes all go through this; unmount undoes every side effect.
import { createRoot } from 'react-dom/client';
import { App } from './app/app.js';
import { APP_CSS } from './app/styles.js';
import type { AppContext, NavigateOptions, UiEffects } from './app/context.js';
import { createPublishGate } from './app/publish-gate.js';
import { isRestorable } from './stores/publish.js';
import { createDialogs, type Dialogs } from './ui/dialogs.js';
import { removeStyles, type StyleTarget } from './ui/use-style.js';

export type { AppContext, LocationMode, NavigateOptions, ShellI18n, ShellStores, UiEffects } from './app/context.js';

/** What update() may change after mount. The location mode is fixed for the app's lifetime. */
export type AppUpdate = Partial<Omit<AppContext, 'location' | 'dialogs'>>;

export interface AppHandle {
  /** Renders into `el` (an element or a shadow root), adding one <style> and one root <div>. */
  mount(el: Element | ShadowRoot): void;
  navigate(path: string, options?: NavigateOptions): void;
  update(partial: AppUpdate): void;
  /** Removes the DOM it added; listeners and timers go with the rendered tree. Mountable again. */
  unmount(): void;
  /** For the API client: navigate / alert / confirm / toast (spec §8). */
  effects: UiEffects;
  dialogs: Dialogs;
}

export function createApp(input: AppContext): AppHandle {
  let ctx = input;
  const ownDialogs = !input.dialogs;
  const dialogs = input.dialogs ?? createDialogs();
  const location = input.locate(input.location);
  let mounted: { root: ReturnType<typeof createRoot>; nodes: ChildNode[]; styles: StyleTarget } | null = null;

  // Read at call time: services and i18n arrive (and change) through update().
  const gate = createPublishGate({
    userId: () => ctx.stores.userId.get(),
    api: () => ctx.services?.api,
    confirm: (message) => dialogs.confirm(message, { cancel: true }),
    t: (key) => ctx.i18n.t(key),
    // Spec §4 "the draft is reset to empty", read with §3 "restored when the form reopens with a
    // title": a draft without a title is dropped, one with a title is what the form restores.
    resetDraft: (moduleKey, userId) => {
      const publish = ctx.services?.stores.publish;
      if (publish && !isRestorable(publish.read({ moduleKey, userId }))) publish.discard({ moduleKey, userId });
    },
    navigate: (to, options) => location.navigate(to, options),
  });
  const render = () =>
    mounted?.root.render(<App ctx={ctx} dialogs={dialogs} location={location} gate={gate} styles={mounted.styles} />);
  const navigate = (path: string, options?: NavigateOptions) => location.navigate(path, options);
  // The host's navigate (SDK, native jump) opens a publish route through the quota check too.
  const guardedNavigate = (path: string, options?: NavigateOptions) => gate.open(path, () => navigate(path, options));

  return {
    mount(el) {
      if (mounted) throw new Error('createApp: already mounted; call unmount() first');
      const doc = el.ownerDocument ?? document;
      const style = doc.createElement('style');
      if (ctx.nonce) style.nonce = ctx.nonce;
      style.textContent = APP_CSS;
      const host = doc.createElement('div');
      host.className = 'mkt-root';
      el.append(style, host);
      // Screen chunks inject their own nonce'd <style> next to this one (ui/use-style.ts).
      const styles: StyleTarget = ctx.nonce ? { parent: el, nonce: ctx.nonce } : { parent: el };
      mounted = { root: createRoot(host), nodes: [style, host], styles };
      render();
    },
    navigate: guardedNavigate,
    update(partial) {
      ctx = { ...ctx, ...partial, location: ctx.location, dialogs };
      render();
    },
    unmount() {
      if (!mounted) return;
      mounted.root.unmount();
      mounted.nodes.forEach((n) => n.remove());
      removeStyles(mounted.styles.parent);
      mounted = null;
      if (ownDialogs) dialogs.clear();
    },
    effects: {
      navigate,
      alert: (message) => dialogs.alert(message),
      confirm: (message, options) => dialogs.confirm(message, options),
      toast: dialogs.toast,
    },
    dialogs,
  };
}
