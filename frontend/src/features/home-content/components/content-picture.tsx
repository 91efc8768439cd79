import type { Picture } from '@app/shared/content';

/** The size the seeded pictures are drawn at; the CSS scales them at this 3:2 ratio. */
const WIDTH = 600;
const HEIGHT = 400;

/**
 * A content picture: the thumbnail, or its retina version on dense screens. Decorative (`alt=""`):
 * the title next to it says what it shows. Width and height are set so nothing shifts.
 */
export function ContentPicture({ picture, className }: { readonly picture: Picture; readonly className?: string }) {
  const { thumb, retina_thumb: retina } = picture;
  return (
    <img
      className={className}
      src={thumb.url}
      srcSet={retina.url === thumb.url ? undefined : `${thumb.url} 1x, ${retina.url} 2x`}
      width={WIDTH}
      height={HEIGHT}
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
}
