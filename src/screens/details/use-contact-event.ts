// Tells the server a viewer revealed a listing's contacts or tapped « Appeler » / « WhatsApp »
// (issue: Beyond the spec, "counted as contact events the publisher sees per listing"). Fire and
// forget, silent: the server counts each once a day per viewer anyway, and a refusal (rate limit,
// offline) is nothing the viewer should see or wait for. Once per event per page view here, so
// tapping twice sends one call.
import { useRef } from 'react';
import { useServices } from '../../app/use-shell.js';
import { CONTACT_ENDPOINTS } from '../../contract/endpoints/contact.js';
import type { ClientContactEvent } from '../../contract/types/contact.js';

export interface ContactTarget {
  moduleId: number;
  serviceId: string;
}

export function useContactEvent(target: ContactTarget): (event: ClientContactEvent) => void {
  const { api } = useServices();
  const sent = useRef(new Set<string>());
  return (event) => {
    const key = `${target.serviceId}:${event}`;
    if (sent.current.has(key) || target.serviceId === '') return;
    sent.current.add(key);
    void api.call(CONTACT_ENDPOINTS.recordContact, { ...target, event }, { silent: true }).catch(() => undefined);
  };
}
