// The robot's picture (RobotInfo.avatarPath): a small SVG served by the reference server at a
// fixed path, so the app shows it as any avatar (src/boot/media.ts resolves server paths; it
// refuses data: URLs). Drawn here: a rounded head with two eyes and an antenna, in the app's blue.
import type { FastifyInstance } from 'fastify';

export const ROBOT_AVATAR_PATH = '/chat/robot-avatar.svg';

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
<rect width="64" height="64" rx="32" fill="#e8f0fe"/>
<line x1="32" y1="10" x2="32" y2="18" stroke="#1a73e8" stroke-width="3" stroke-linecap="round"/>
<circle cx="32" cy="9" r="3.5" fill="#1a73e8"/>
<rect x="14" y="18" width="36" height="30" rx="10" fill="#1a73e8"/>
<circle cx="25" cy="32" r="4.5" fill="#fff"/><circle cx="39" cy="32" r="4.5" fill="#fff"/>
<path d="M25 41 q7 5 14 0" stroke="#fff" stroke-width="2.5" fill="none" stroke-linecap="round"/>
<rect x="9" y="27" width="5" height="10" rx="2.5" fill="#1a73e8"/><rect x="50" y="27" width="5" height="10" rx="2.5" fill="#1a73e8"/>
</svg>
`;

export function registerRobotAvatar(app: FastifyInstance): void {
  app.get(ROBOT_AVATAR_PATH, async (_req, reply) =>
    reply.header('Cache-Control', 'public, max-age=86400').type('image/svg+xml; charset=utf-8').send(SVG));
}
