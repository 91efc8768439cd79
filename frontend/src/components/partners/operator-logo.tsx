import { operatorWordmarkSize } from '@app/shared/operator-wordmark';
import { partnerImagePath } from '@app/shared/partners';
import { isVirtualOperator } from '@app/shared/reference-data';
import './partners.css';

const HEIGHT = 24;

/**
 * An operator's logo, 24 px tall, beside its name: decorative (alt=""), since the name is there as
 * text. Its width is known before it loads (the wordmark's size comes from the name), so nothing
 * shifts. A virtual operator (ALL_GER) has no logo.
 */
export function OperatorLogo({ code, name }: { code: string; name: string }) {
  if (isVirtualOperator({ code, virtual: false })) return null;
  const size = operatorWordmarkSize(name);
  return (
    <img
      className="operator-logo"
      src={partnerImagePath(code)}
      alt=""
      width={Math.round((size.width * HEIGHT) / size.height)}
      height={HEIGHT}
      decoding="async"
    />
  );
}
