// /h5, the native bridge test page (spec §2 "/h5 (native bridge test page)", spec §7 "Native
// bridge page", issue 4 "Bridge" 5): the detected transport, one button per native method with
// its result or error code, and a log of the photo-URL and QR-code callbacks. It calls this
// instance's one native client (AppServices.native, src/boot/native.ts); in a plain browser the
// web fallbacks answer (bridge/fallbacks.ts).
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { toBridgeError } from '../../../bridge/errors.js';
import type { NativeClient } from '../../../bridge/native-client.js';
import { useServices } from '../../app/use-shell.js';
import type { MessageKey } from '../../i18n/keys.js';
import type { ScreenProps } from '../../routes/route-types.js';
import { useT } from '../../ui/t-context.js';
import { S } from './h5-styles.js';
import { JumpForm } from './jump-form.js';
import { OutcomeView, type Outcome } from './outcome.js';
import { useNativeClient, type ClientState } from './use-native-client.js';

/** Transport names of bridge/detect.ts (client.kind) -> their label. */
const KIND_LABELS: Readonly<Record<string, MessageKey>> = {
  android: 'h5.transports.android',
  ios: 'h5.transports.ios',
  'react-native': 'h5.transports.reactNative',
  flutter: 'h5.transports.flutter',
  none: 'h5.transports.none',
};

type Invoke = (client: NativeClient) => Promise<unknown>;

/** The methods without a form, in the spec's order (jump has its own form). */
const BUTTONS: ReadonlyArray<{ key: MessageKey; method: string; invoke: Invoke }> = [
  { key: 'h5.calls.getUserId', method: 'getUserId', invoke: (c) => c.call('getUserId') },
  { key: 'h5.calls.getMetadata', method: 'getMetadata', invoke: (c) => c.call('getMetadata') },
  { key: 'h5.calls.scanQrCode', method: 'scanQrCode', invoke: (c) => c.call('scanQrCode') },
  { key: 'h5.calls.pickPhoto', method: 'pickPhoto', invoke: (c) => c.call('pickPhoto') },
];

function kindLabel(t: ReturnType<typeof useT>, state: ClientState): string {
  if (state.status === 'loading') return t('h5.transports.detecting');
  if (state.status === 'failed') return t('h5.transports.failed');
  const key = KIND_LABELS[state.kind];
  return key ? t(key) : state.kind;
}

export default function H5Screen(_props: ScreenProps) {
  const t = useT();
  const { native } = useServices();
  const { state, log, ensure } = useNativeClient(native);
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });
  // Only the latest call's answer is shown; an earlier one arriving late is dropped.
  const seq = useRef(0);
  const alive = useRef(true);
  useEffect(() => () => void (alive.current = false), []);
  // The buttons fill the first screen of a phone: bring the answer into view, or a tap would
  // seem to do nothing. 'nearest' does not move the page when the result is already visible.
  const resultRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (outcome.state !== 'idle') resultRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [outcome]);

  const run = (label: string, invoke: Invoke) => {
    const id = ++seq.current;
    setOutcome({ state: 'waiting', label });
    // Straight from the click handler: once created, the client is called synchronously, inside
    // the user gesture that the web fallbacks' file pickers (pickPhoto, scanQrCode) need.
    const client = native.current;
    const call = client ? invoke(client) : ensure().then(invoke);
    const show = (next: Outcome) => {
      if (alive.current && id === seq.current) setOutcome(next);
    };
    call.then(
      (result) => show({ state: 'ok', label, result }),
      (e: unknown) => show({ state: 'error', label, error: toBridgeError(e) }),
    );
  };

  return (
    <div style={S.page}>
      <header style={S.header}>
        <Link href="/index" style={S.back} aria-label={t('app.backHome')}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M15 5l-7 7 7 7" />
          </svg>
        </Link>
        <h1 style={S.title}>{t('h5.title')}</h1>
      </header>
      <p style={S.intro}>{t('h5.intro')}</p>

      <p style={S.connection}>
        <span>{t('h5.connection')}</span>
        <span style={S.kind} data-kind={state.status === 'ready' ? state.kind : state.status}>{kindLabel(t, state)}</span>
      </p>

      <section style={S.card} aria-labelledby="h5-methods">
        <h2 id="h5-methods" style={S.cardTitle}>{t('h5.methods')}</h2>
        <div style={S.buttons}>
          {BUTTONS.map((b) => (
            <button key={b.method} type="button" className="mkt-btn" style={S.button} data-method={b.method}
              onClick={() => run(t(b.key), b.invoke)}>
              {t(b.key)}
            </button>
          ))}
        </div>
      </section>

      <section style={S.card} aria-labelledby="h5-jump">
        <h2 id="h5-jump" style={S.cardTitle}>{t('h5.jumpTitle')}</h2>
        <JumpForm onJump={(params) => run(t('h5.calls.jump'), (c) => c.call('jump', params))} />
      </section>

      <section ref={resultRef} style={S.card} aria-labelledby="h5-result">
        <h2 id="h5-result" style={S.cardTitle}>{t('h5.result')}</h2>
        <OutcomeView outcome={outcome} />
      </section>

      <section style={S.card} aria-labelledby="h5-log">
        <h2 id="h5-log" style={S.cardTitle}>{t('h5.callbacks')}</h2>
        {log.length === 0 && <p style={S.muted}>{t('h5.callbacksEmpty')}</p>}
        <div role="log" aria-labelledby="h5-log">
          <ol style={S.log}>
            {log.map((entry) => (
              <li key={entry.id} style={S.logItem} data-event={entry.event}>
                <strong>{t(`h5.events.${entry.event}`)}</strong>: {entry.value}
              </li>
            ))}
          </ol>
        </div>
      </section>
    </div>
  );
}
