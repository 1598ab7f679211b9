// The badges of a parcel (the parcels list and its detail): its state and, while the supplement of
// a heavier measure is unpaid, "supplement due" — it blocks the departure (console-express.ts).
import { useConsole } from '../use-console.js';

export function ParcelBadges({ state, supplementDue }: { state: number; supplementDue: boolean }) {
  const { t } = useConsole();
  return (
    <>
      <span className={`badge parcel-${state}`}>{t(`parcels.states.${state}`)}</span>
      {supplementDue && <span className="badge supplement-due">{t('parcels.supplementDue')}</span>}
    </>
  );
}
