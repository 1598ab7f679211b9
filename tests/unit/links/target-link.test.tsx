// Following ad targets: routes through the router, full URLs in a new tab without an opener,
// nothing for targets that lead nowhere (spec §2 "Ad link jumping").
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TargetLink } from '../../../src/links/target-link.js';
import { cleanup, click, mount } from '../ui/render.js';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('TargetLink', () => {
  it('renders a route as a router link that navigates in the app', () => {
    const memory = memoryLocation({ path: '/index', record: true });
    const host = mount(
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        <TargetLink target={{ kind: 'route', path: '/house/details?serviceId=45' }} label="Advert 1">x</TargetLink>
      </Router>,
    );
    const a = host.querySelector('a')!;
    expect(a.getAttribute('href')).toBe('/house/details?serviceId=45');
    expect(a.getAttribute('aria-label')).toBe('Advert 1');
    click(a);
    expect(memory.history.at(-1)).toBe('/house/details?serviceId=45');
  });

  it('opens a full URL in a new tab with noopener, keeping a real link', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const host = mount(<TargetLink target={{ kind: 'url', href: 'https://example.com/x' }}>x</TargetLink>);
    const a = host.querySelector('a')!;
    expect(a.getAttribute('href')).toBe('https://example.com/x');
    expect(a.getAttribute('target')).toBe('_blank');
    expect(a.getAttribute('rel')).toContain('noopener');
    click(a);
    expect(open).toHaveBeenCalledWith('https://example.com/x', '_blank', 'noopener');
  });

  it('renders a target that leads nowhere as plain content, not a link', () => {
    const host = mount(<TargetLink target={{ kind: 'none' }} label="Advert 2">x</TargetLink>);
    expect(host.querySelector('a')).toBeNull();
    expect(host.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('Advert 2');
  });
});
