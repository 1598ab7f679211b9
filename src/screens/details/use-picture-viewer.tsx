// The full-screen picture viewer of a details page: opened on a gallery picture or on a picture
// of the html content (both pass the list and the index), closed by the viewer itself. Shared by
// the generic details page and the job details page.
import { useState, type ReactNode } from 'react';
import { useServices } from '../../app/use-shell.js';
import { GalleryViewer } from '../../ui/gallery-viewer.js';

export interface PictureViewer {
  /** Opens the viewer on `images` (stored paths) at `index`. */
  open(images: readonly string[], index: number): void;
  /** The viewer while open, else null: drawn after the page. */
  element: ReactNode;
}

/** `label`: the viewer's accessible name (the page title). */
export function usePictureViewer(label: string): PictureViewer {
  const { media } = useServices();
  const [shown, setShown] = useState<{ images: readonly string[]; index: number } | null>(null);
  return {
    open: (images, index) => setShown({ images, index }),
    element: shown && <GalleryViewer images={shown.images.map(media)} start={shown.index} label={label} onClose={() => setShown(null)} />,
  };
}
