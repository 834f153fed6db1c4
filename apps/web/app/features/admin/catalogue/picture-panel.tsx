import { Form, useNavigation } from 'react-router';

interface PicturePanelProps {
  /** Prefix of the panel's element ids, unique on the page. */
  idPrefix: string;
  /** The id of the category or collection the picture belongs to. */
  id: number;
  image: string | null;
  alt: string;
  /** What the panel says when there is no picture yet. */
  empty: string;
}

/** The picture of a category or collection: the current one, and a form to replace it (intent=image). */
export function PicturePanel({ idPrefix, id, image, alt, empty }: PicturePanelProps) {
  const busy = useNavigation().state === 'submitting';
  return (
    <section className="adm-panel" aria-labelledby={`${idPrefix}-image`}>
      <h2 id={`${idPrefix}-image`} className="adm-panel__title">
        Picture
      </h2>
      {image ? (
        <img src={image} alt={alt} width={160} height={200} style={{ objectFit: 'cover', marginBottom: 'var(--space-4)' }} />
      ) : (
        <p className="adm-panel__empty">{empty}</p>
      )}
      <Form method="post" encType="multipart/form-data" className="adm-upload">
        <input type="hidden" name="intent" value="image" />
        <input type="hidden" name="id" value={id} />
        <div className="field">
          <label className="field__label" htmlFor={`${idPrefix}-file`}>
            Replace the picture
          </label>
          <input id={`${idPrefix}-file`} className="input" type="file" name="file" accept="image/jpeg,image/png,image/webp" required />
        </div>
        <button type="submit" className="btn btn--sm" disabled={busy}>
          Upload
        </button>
        <p className="adm-hint">JPEG, PNG or WebP, at most 10 MB.</p>
      </Form>
    </section>
  );
}
