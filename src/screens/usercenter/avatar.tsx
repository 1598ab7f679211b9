// The account's picture, or its first letter on a tinted disc while there is none (seeded and new
// accounts have no avatar; an empty grey circle reads as "failed to load").
import { Img } from '../kit/img.js';

export function Avatar({ path, name, alt }: { path: string; name: string; alt: string }) {
  return (
    <span className="mkt-uc-avatar">
      {path ? <Img src={path} alt={alt} ratio="1" eager thumb /> : <span aria-hidden="true">{[...name.trim()][0]?.toUpperCase() ?? '?'}</span>}
    </span>
  );
}
