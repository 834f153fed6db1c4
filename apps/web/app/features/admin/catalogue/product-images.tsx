import { type AdminImage, type AdminProduct, IMAGE_MAX_BYTES, IMAGE_ALT_MAX } from '@atelier/contract/catalogue';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { Form, useFetcher, useNavigation, type FetcherWithComponents } from 'react-router';
import { useHydrated } from '~/lib/use-hydrated';
import { ConfirmButton } from '../forms/confirm-button.tsx';
import { useResetAfterAdd } from '../forms/reset-after-add.ts';
import type { ProductActionData } from './product.server.ts';

const KIND_LABEL: Record<AdminImage['kind'], string> = { cover: 'Cover', hover: 'Shown on hover', gallery: 'Gallery' };
type Mover = FetcherWithComponents<ProductActionData>;

/**
 * The images of a product (R22.15): in their order (the first is the cover), moved by dragging a
 * picture or by each image's Move earlier / Move later buttons, each with its own description.
 * Moves and descriptions go through one fetcher, so the keyboard stays on the control that was
 * used and the answer is read from the panel's status line; without JavaScript they are plain
 * form posts and the page answers the same way.
 */
export function ProductImages({ product, result }: { product: AdminProduct; result?: ProductActionData }) {
  const mover = useFetcher<ProductActionData>();
  const busy = useNavigation().state === 'submitting';
  const hydrated = useHydrated();
  // The latest answer about an image: the fetcher's, or the page's after a post without JavaScript.
  const answer = mover.data ?? (result?.image ? result : undefined);
  useFocusAfterMove(mover);
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const images = product.images;

  const drop = (e: DragEvent, to: number) => {
    e.preventDefault();
    const id = dragged ?? Number(e.dataTransfer.getData('text/plain'));
    setDragged(null);
    setOver(null);
    if (id && mover.state === 'idle') void mover.submit({ intent: 'move', imageId: String(id), to: String(to) }, { method: 'post' });
  };

  return (
    <section className="adm-panel" aria-labelledby="p-images" style={{ marginTop: 'var(--space-5)' }}>
      <h2 id="p-images" className="adm-panel__title">
        Images
      </h2>
      {images.length ? (
        <>
          <p className="adm-hint" id="p-images-hint">
            The first image is the cover in the shop&apos;s lists and the second shows on hover; the product page shows them all in this
            order.{' '}
            {hydrated ? 'Drag a picture onto another place, or use Move earlier and Move later.' : 'Use Move earlier and Move later.'}
          </p>
          <ol className="adm-images" aria-describedby="p-images-hint">
            {images.map((img, i) => (
              <li
                key={img.id}
                className={over === img.id && dragged !== img.id ? 'adm-images__item adm-images__item--target' : 'adm-images__item'}
                onDragOver={
                  hydrated
                    ? (e) => {
                        e.preventDefault();
                        setOver(img.id);
                      }
                    : undefined
                }
                onDragLeave={hydrated ? () => setOver((o) => (o === img.id ? null : o)) : undefined}
                onDrop={hydrated ? (e) => drop(e, i + 1) : undefined}
              >
                <ImageItem
                  product={product}
                  img={img}
                  at={i + 1}
                  of={images.length}
                  mover={mover}
                  answer={answer?.image?.id === img.id ? answer : undefined}
                  busy={busy}
                  draggable={hydrated}
                  onDragStart={(e) => {
                    e.dataTransfer.effectAllowed = 'move';
                    e.dataTransfer.setData('text/plain', String(img.id));
                    setDragged(img.id);
                  }}
                  onDragEnd={() => {
                    setDragged(null);
                    setOver(null);
                  }}
                />
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p className="adm-panel__empty">No images yet: the storefront shows a placeholder.</p>
      )}
      {/* Always in the page, so screen readers hear each new answer (a move's new place, a saved description). */}
      <p className={`adm-images__status${answer && !answer.ok ? ' adm-images__status--error' : ''}`} role="status" id="p-images-status">
        {answer?.message ?? ''}
      </p>
      <UploadForm busy={busy} result={result} />
    </section>
  );
}

interface ItemProps {
  product: AdminProduct;
  img: AdminImage;
  at: number;
  of: number;
  mover: Mover;
  answer?: ProductActionData;
  busy: boolean;
  draggable: boolean;
  onDragStart: (e: DragEvent) => void;
  onDragEnd: () => void;
}

function ImageItem({ product, img, at, of, mover, answer, busy, draggable, onDragStart, onDragEnd }: ItemProps) {
  const name = `image ${at} of ${of}`;
  const altId = `img-${img.id}-alt`;
  const altError = answer && !answer.ok && answer.image?.alt !== undefined ? answer.message : undefined;
  // A move is sent once; a second press while it is on its way is ignored rather than disabling
  // the button, which would drop the keyboard focus.
  const guard = (e: { preventDefault: () => void }) => {
    if (mover.state !== 'idle') e.preventDefault();
  };
  return (
    <>
      <div
        className={draggable ? 'adm-images__pic adm-images__pic--drag' : 'adm-images__pic'}
        draggable={draggable || undefined}
        onDragStart={draggable ? onDragStart : undefined}
        onDragEnd={draggable ? onDragEnd : undefined}
      >
        <img src={img.url} alt={img.alt || `${product.name}, image ${at}`} width={160} height={200} loading="lazy" draggable={false} />
      </div>
      <span className="adm-images__kind">
        {at}. {KIND_LABEL[img.kind]}
      </span>
      <mover.Form method="post" className="adm-images__moves">
        <input type="hidden" name="intent" value="move" />
        <input type="hidden" name="imageId" value={img.id} />
        <button
          type="submit"
          name="to"
          value={at - 1}
          id={`img-${img.id}-earlier`}
          className="btn btn--outline btn--sm"
          disabled={at === 1}
          onClick={guard}
        >
          Move earlier<span className="visually-hidden"> ({name})</span>
        </button>
        <button
          type="submit"
          name="to"
          value={at + 1}
          id={`img-${img.id}-later`}
          className="btn btn--outline btn--sm"
          disabled={at === of}
          onClick={guard}
        >
          Move later<span className="visually-hidden"> ({name})</span>
        </button>
      </mover.Form>
      <mover.Form method="post" className="adm-images__alt">
        <input type="hidden" name="intent" value="alt" />
        <input type="hidden" name="imageId" value={img.id} />
        <label className="field__label" htmlFor={altId}>
          Description<span className="visually-hidden"> of {name}</span>
        </label>
        <textarea
          // A saved description is the new starting value; a refused one stays as it was typed.
          key={`${img.alt}|${altError ?? ''}`}
          id={altId}
          className="input"
          rows={3}
          name="alt"
          defaultValue={altError !== undefined ? answer!.image!.alt : img.alt}
          maxLength={IMAGE_ALT_MAX}
          placeholder={product.name}
          aria-invalid={altError ? true : undefined}
          aria-describedby={altError ? `${altId}-error` : undefined}
        />
        {altError ? (
          <p className="adm-error" id={`${altId}-error`}>
            {altError}
          </p>
        ) : null}
        <button type="submit" className="btn btn--outline btn--sm">
          Save<span className="visually-hidden"> description of {name}</span>
        </button>
      </mover.Form>
      <div className="adm-images__actions">
        {at > 1 ? (
          <Form method="post">
            <input type="hidden" name="intent" value="cover" />
            <input type="hidden" name="imageId" value={img.id} />
            <button type="submit" className="adm-link-btn" disabled={busy}>
              Make cover<span className="visually-hidden"> ({name})</span>
            </button>
          </Form>
        ) : null}
        <Form method="post">
          <input type="hidden" name="intent" value="remove-image" />
          <input type="hidden" name="imageId" value={img.id} />
          <ConfirmButton
            className="adm-link-btn adm-link-btn--danger"
            disabled={busy}
            title="Remove this image?"
            message={`Image ${at} of ${of} comes off the product and the storefront. This cannot be undone; upload it again to bring it back.`}
            confirmLabel="Remove image"
          >
            Remove<span className="visually-hidden"> {name}</span>
          </ConfirmButton>
        </Form>
      </div>
    </>
  );
}

/**
 * After a move the list is drawn in its new order: the keyboard goes back to the moved image's
 * button for the same direction, or its other one when it reached the end (a disabled button
 * cannot hold the focus).
 */
function useFocusAfterMove(mover: Mover) {
  const done = useRef<unknown>(null);
  useEffect(() => {
    const d = mover.data;
    if (mover.state !== 'idle' || !d?.image?.moved || done.current === d) return;
    done.current = d;
    const { id, moved } = d.image;
    const [same, other] = moved.to < moved.from ? ['earlier', 'later'] : ['later', 'earlier'];
    const usable = (dir: string) => {
      const el = document.getElementById(`img-${id}-${dir}`) as HTMLButtonElement | null;
      return el && !el.disabled ? el : null;
    };
    (usable(same!) ?? usable(other!))?.focus();
  }, [mover.state, mover.data]);
}

function UploadForm({ busy, result }: { busy: boolean; result?: ProductActionData }) {
  const form = useRef<HTMLFormElement>(null);
  // Saved: the file and its description go, so the same image is not sent twice (R22.25).
  useResetAfterAdd(form, result, !!result?.uploaded);
  return (
    <Form method="post" encType="multipart/form-data" className="adm-upload" ref={form}>
      <input type="hidden" name="intent" value="upload" />
      <div className="field">
        <label className="field__label" htmlFor="p-file">
          Add an image
        </label>
        <input
          id="p-file"
          className="input"
          type="file"
          name="file"
          accept="image/jpeg,image/png,image/webp"
          required
          aria-describedby="p-file-hint"
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor="p-alt">
          Description for screen readers
        </label>
        <input id="p-alt" className="input" name="alt" maxLength={IMAGE_ALT_MAX} placeholder="e.g. Front view on a model" />
      </div>
      <button type="submit" className="btn btn--sm" disabled={busy}>
        Upload
      </button>
      <p className="adm-hint adm-form__wide" id="p-file-hint">
        JPEG, PNG or WebP, at most {IMAGE_MAX_BYTES / 1024 / 1024} MB; portrait 4:5 looks best. New images go to the end.
      </p>
    </Form>
  );
}
