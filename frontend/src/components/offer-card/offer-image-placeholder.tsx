/** Width and height of a card's picture, and of the placeholder shown without one (spec §2). */
export const CARD_IMAGE_WIDTH = 250;
export const CARD_IMAGE_HEIGHT = 240;

/** A calm drawing of a beach and a hotel, in place of a missing photo; local, so it always loads. */
export function OfferImagePlaceholder({ label }: { label: string }) {
  return (
    <svg
      className="offer-card__image offer-card__image--placeholder"
      width={CARD_IMAGE_WIDTH}
      height={CARD_IMAGE_HEIGHT}
      viewBox={`0 0 ${CARD_IMAGE_WIDTH} ${CARD_IMAGE_HEIGHT}`}
      role="img"
      aria-label={label}
    >
      <rect width="250" height="240" fill="#e6f0fa" />
      <circle cx="190" cy="62" r="22" fill="#f6d38a" />
      <path d="M0 168c42-14 84-14 125 0s83 14 125 0v72H0z" fill="#9cc3e6" />
      <path d="M0 196c42-10 84-10 125 0s83 10 125 0v44H0z" fill="#f1e4c6" />
      <g fill="#bccad8">
        <rect x="58" y="92" width="62" height="80" rx="3" />
        <rect x="126" y="116" width="44" height="56" rx="3" />
      </g>
      <g fill="#e6f0fa">
        <rect x="68" y="104" width="12" height="10" />
        <rect x="98" y="104" width="12" height="10" />
        <rect x="68" y="126" width="12" height="10" />
        <rect x="98" y="126" width="12" height="10" />
        <rect x="136" y="128" width="10" height="9" />
        <rect x="152" y="128" width="10" height="9" />
      </g>
    </svg>
  );
}
