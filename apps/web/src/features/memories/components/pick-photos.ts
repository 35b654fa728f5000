import { IMAGE_ACCEPT, VIDEO_ACCEPT } from '@doita/shared';
import { createStore, type Store } from '@/lib/create-store';

/** What the photo pickers offer: every image type, HEIC and AVIF by name for systems that do not know them. */
export const PHOTO_ONLY_ACCEPT = `image/*,${IMAGE_ACCEPT}`;
/** ... and videos (MOV, MP4, WebM), a Live Photo's MOV among them. */
export const PHOTO_ACCEPT = `${PHOTO_ONLY_ACCEPT},${VIDEO_ACCEPT}`;

let lastInput: HTMLInputElement | null = null;

/** Photos picked before the form that takes them has arrived (its chunk may still load). */
export type PickedPhotos = Store<File[]>;

/**
 * Opens the system's photo picker at once, inside the tap that asked for it (browsers open
 * it only then, so it cannot wait for the form's chunk). The files land in the store the form
 * reads when it is ready; a cancelled picker leaves it empty.
 */
export function pickPhotos(): PickedPhotos {
  // a browser without the `cancel` event leaves a dismissed picker's input behind: one at most
  lastInput?.remove();
  const picked = createStore<File[]>([]);
  const input = document.createElement('input');
  lastInput = input;
  input.type = 'file';
  input.accept = PHOTO_ACCEPT;
  input.multiple = true;
  input.hidden = true;
  const done = () => input.remove();
  input.addEventListener(
    'change',
    () => {
      picked.set(Array.from(input.files ?? []));
      done();
    },
    { once: true },
  );
  input.addEventListener('cancel', done, { once: true });
  document.body.append(input);
  input.click();
  return picked;
}
