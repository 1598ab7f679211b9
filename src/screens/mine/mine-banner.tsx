// The mine screen's banner advert (spec §2 "Mine screen: Banner advert"; spec §7 getAdInfo
// {adDisplayLocation} → adUrl). Decorative: a location without an advert shows nothing, and its
// failure is not worth a toast, so the call is silent.
import { useEffect, useState } from 'react';
import { useServices } from '../../app/use-shell.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import { useT } from '../../ui/t-context.js';
import { Img } from '../kit/img.js';

export function MineBanner({ location }: { location: string }) {
  const t = useT();
  const { api } = useServices();
  const [adUrl, setAdUrl] = useState('');
  useEffect(() => {
    const abort = new AbortController();
    setAdUrl('');
    void api.call(ENDPOINTS.getAdInfo, { adDisplayLocation: location }, { silent: true, signal: abort.signal }).then((reply) => {
      if (!abort.signal.aborted && reply.code === 200) setAdUrl(reply.customData?.adUrl ?? '');
    });
    return () => abort.abort();
  }, [api, location]);
  if (!adUrl) return null;
  // 750×300 banners (spec §2); eager: it is the first picture of the screen.
  return <Img className="mkt-mine-banner" src={adUrl} alt={t('saved.mine.banner')} ratio="5/2" eager />;
}
