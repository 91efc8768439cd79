import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { roundOfferPrice } from '@app/shared/money';
import type { OfferSummary } from '@app/shared/offers';
import { partyTotal, travellers, type Party } from '@app/shared/offers-list/party-price';
import { OperatorLogo } from '../../../../components/partners/operator-logo.tsx';
import { formatDay, formatOfferPrices } from '../../../../lib/intl/formats.ts';
import { ApiError } from '../../../../lib/api-error.ts';
import type { MessageId } from '../../../../lib/intl/message-id.ts';
import { localeAtom } from '../../../../lib/intl/locale-atom.ts';
import { offerAvailabilityQueryOptions, type PartyQuery } from '../api/get-offer.ts';
import { offerSheetPdfUrl, offerSheetQuery, offerSheetUrl, printOfferSheet } from '../print-sheet.ts';
import { OFFER_PARAM, similarOffers } from '../choose-offer.ts';
import { useChosenOffer } from '../use-chosen-offer.ts';
import { OfferForms } from '../../offer-forms/offer-forms.tsx';
import type { OfferFormRequest } from '../../offer-forms/offer-form-props.ts';
import { FlightDetails, officeNow } from './flight-details.tsx';
import { OfferVariants } from './offer-variants.tsx';
import { OfferGone } from './offer-gone.tsx';
import '../offer.css';

interface ChosenOfferProps {
  /** The for_hotel query of the page's search (hotelOffersQuery). */
  readonly offersQuery: string;
  /** The page without the search, for "all dates of this hotel". */
  readonly allDatesHref: string;
}

/** The search's party as the API spells it, and as the party total counts it. */
function partyOf(params: URLSearchParams): { query: PartyQuery; party: Party } {
  const adults = params.get('adults_number') ?? undefined;
  const ages = params.get('children_ages') ?? undefined;
  const childrenAges = (ages ?? '')
    .split(',')
    .map((age) => age.trim())
    .filter((age) => /^\d{1,2}$/.test(age))
    .map(Number);
  const adultsCount = Number(adults);
  return {
    query: { adults_number: adults, children_ages: ages },
    party: { adults: Number.isInteger(adultsCount) && adultsCount > 0 ? adultsCount : 2, childrenAges },
  };
}

/**
 * The offer the visitor is looking at (spec §2: terms and prices, flight details and interchanges):
 * the one named by `offer` in the URL, or else the cheapest of the search they came with. Its
 * availability is asked afresh when it is shown and whenever the visitor comes back to the tab, so
 * an offer booked by someone else in the meantime shows the expired notice of ERR-01 with the
 * hotel's other dates instead of its price.
 */
export function ChosenOffer({ offersQuery, allDatesHref }: ChosenOfferProps) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const { wanted, list, single, offer, availability } = useChosenOffer(offersQuery);
  const { query: partyQuery, party } = useMemo(() => partyOf(params), [params]);

  const goneUuid = wanted ?? offer?.uuid;
  const gone = isGone(single.error) || isGone(availability.error) || availability.data?.available === false;
  if (gone && goneUuid !== undefined)
    return <OfferGone similar={similarOffers(list.data?.offers ?? [], goneUuid)} allDatesHref={allDatesHref} />;
  if (single.isError || availability.isError)
    return (
      <section className="chosen-offer chosen-offer--message" role="alert">
        <p>{intl.formatMessage({ id: 'hotel.error' })}</p>
      </section>
    );
  if (!offer) {
    if (list.isFetched && !single.isFetching) return null;
    return (
      <section className="chosen-offer chosen-offer--loading" aria-busy="true">
        <p className="visually-hidden">{intl.formatMessage({ id: 'hotel.offer.loading' })}</p>
        <span className="skeleton skeleton--line" />
        <span className="skeleton skeleton--line" />
      </section>
    );
  }
  return <OfferCard offer={offer} party={party} partyQuery={partyQuery} checked={availability.data} />;
}

/** The absolute address of this page showing `uuid`: what a call-back request and a question point the office to. */
function offerPageUrl(uuid: string): string {
  const url = new URL(window.location.href);
  url.searchParams.set(OFFER_PARAM, uuid);
  url.searchParams.delete('tab');
  return url.href;
}

function isGone(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 410);
}

interface OfferCardProps {
  readonly offer: OfferSummary;
  readonly party: Party;
  readonly partyQuery: PartyQuery;
  readonly checked:
    | { availability: OfferSummary['availability']; price_per_person_pln: number; price_per_person_eur: number }
    | undefined;
}

function OfferCard({ offer, party, partyQuery, checked }: OfferCardProps) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const pln = checked?.price_per_person_pln ?? offer.price_per_person_pln;
  const eur = checked?.price_per_person_eur ?? offer.price_per_person_eur;
  const prices = formatOfferPrices(intl, { pln, eur });
  const priceChanged =
    checked !== undefined &&
    roundOfferPrice(checked.price_per_person_pln) !== roundOfferPrice(offer.price_per_person_pln);
  const total = travellers(party) > 1 ? partyTotal(pln, party) : undefined;
  const datesTab = new URLSearchParams(params);
  datesTab.set('tab', 'dates_with_prices');
  const [formRequest, setFormRequest] = useState<OfferFormRequest>();
  const [printFailed, setPrintFailed] = useState(false);
  const queryClient = useQueryClient();
  const locale = useAtomValue(localeAtom);
  const sheetQuery = offerSheetQuery(offer.uuid, partyQuery, locale);
  // Before the visitor acts on the offer its availability is asked once more (issue 14); a gone
  // offer turns this card into the expired notice through the same query.
  const stillAvailable = async (): Promise<boolean> => {
    try {
      const answer = await queryClient.fetchQuery({ ...offerAvailabilityQueryOptions(offer.uuid), staleTime: 0 });
      return answer.available;
    } catch {
      return false;
    }
  };
  const print = async () => {
    setPrintFailed(false);
    if (!(await stillAvailable())) return;
    if (!(await printOfferSheet(offerSheetUrl(sheetQuery)))) setPrintFailed(true);
  };
  const downloadPdf = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (await stillAvailable()) window.location.assign(offerSheetPdfUrl(sheetQuery));
  };
  // Until the reservation wizard exists (issue 16), reserving asks the office to book these dates:
  // the question form opens with the request written in, and the office answers it.
  const reserve = async () => {
    if (!(await stillAvailable())) return;
    setFormRequest({
      kind: 'ask',
      message: intl.formatMessage(
        { id: 'hotel.offer.reserve_message' },
        {
          dates: `${formatDay(intl, offer.departure_date)} – ${formatDay(intl, offer.return_date)}`,
          board: offer.board?.name ?? '–',
          count: travellers(party),
        },
      ),
      at: Date.now(),
    });
  };
  const fact = (id: MessageId, value: ReactNode) => (
    <div className="chosen-offer__fact">
      <dt>{intl.formatMessage({ id })}</dt>
      <dd>{value}</dd>
    </div>
  );

  return (
    <section className="chosen-offer" aria-labelledby="chosen-offer-title">
      <div className="chosen-offer__main">
        <div className="chosen-offer__terms">
          <h2 id="chosen-offer-title" className="chosen-offer__title">
            {intl.formatMessage({ id: 'hotel.offer.title' })}
          </h2>
          <p className="chosen-offer__dates">
            {formatDay(intl, offer.departure_date)} – {formatDay(intl, offer.return_date)}
            <span className="chosen-offer__days">
              {' · '}
              {intl.formatMessage({ id: 'hotel.offer.days' }, { count: offer.days })}
            </span>
          </p>
          <dl className="chosen-offer__facts">
            {fact(
              'hotel.offer.departure',
              offer.departure_airport
                ? `${offer.departure_airport.name} (${offer.departure_airport.iata})`
                : intl.formatMessage({ id: 'hotel.offer.own_travel' }),
            )}
            {fact('hotel.offer.board', offer.board?.name ?? '–')}
            {fact('hotel.offer.room', offer.accommodation?.name ?? '–')}
            {fact(
              'hotel.offer.operator',
              <>
                <OperatorLogo code={offer.operator.code} name={offer.operator.name} />
                {offer.operator.name}
              </>,
            )}
            {fact(
              'hotel.offer.transfer',
              intl.formatMessage({ id: offer.transfer ? 'hotel.offer.transfer.yes' : 'hotel.offer.transfer.no' }),
            )}
          </dl>
          <Link to={{ search: `?${datesTab.toString()}` }} className="chosen-offer__change">
            {intl.formatMessage({ id: 'hotel.offer.change' })}
          </Link>
        </div>
        <div className="chosen-offer__price">
          <p className="chosen-offer__amount">
            <strong data-testid="chosen-offer-price">{prices.primary}</strong>
            <span className="chosen-offer__per-person">{intl.formatMessage({ id: 'hotel.offer.per_person' })}</span>
            {prices.secondary === undefined ? null : (
              <span className="chosen-offer__secondary">{prices.secondary}</span>
            )}
          </p>
          {total !== undefined ? (
            <p className="chosen-offer__total">
              {intl.formatMessage(
                { id: 'hotel.offer.party_total' },
                {
                  count: travellers(party),
                  price: formatOfferPrices(intl, { pln: total, eur: partyTotal(eur, party) }).primary,
                },
              )}
            </p>
          ) : party.childrenAges.length > 0 ? (
            <p className="chosen-offer__total">{intl.formatMessage({ id: 'hotel.offer.children_price' })}</p>
          ) : null}
          <p className="chosen-offer__status" role="status">
            {checked === undefined
              ? intl.formatMessage({ id: 'hotel.offer.status.checking' })
              : intl.formatMessage({
                  id: `hotel.offer.status.${checked.availability === 'ON_REQUEST' ? 'ON_REQUEST' : 'AVAILABLE'}`,
                })}
          </p>
          {priceChanged ? (
            <p className="chosen-offer__changed">
              {intl.formatMessage({ id: 'hotel.offer.price_changed' }, { price: prices.primary })}
            </p>
          ) : null}
          <div className="chosen-offer__actions">
            <button
              type="button"
              className="button button--primary chosen-offer__reserve"
              onClick={() => void reserve()}
            >
              {intl.formatMessage({ id: 'hotel.offer.reserve' })}
            </button>
            <button type="button" className="button button--secondary" onClick={() => void print()}>
              {intl.formatMessage({ id: 'hotel.offer.print' })}
            </button>
            <a
              href={offerSheetPdfUrl(sheetQuery)}
              className="button button--secondary"
              download
              onClick={(event) => void downloadPdf(event)}
            >
              {intl.formatMessage({ id: 'hotel.offer.pdf' })}
            </a>
          </div>
          {printFailed ? (
            <p className="chosen-offer__print-error" role="alert">
              {intl.formatMessage({ id: 'hotel.error' })}
            </p>
          ) : null}
        </div>
      </div>
      <details className="chosen-offer__more">
        <summary>{intl.formatMessage({ id: 'hotel.offer.flights' })}</summary>
        <FlightDetails offer={offer} now={officeNow()} />
      </details>
      <details className="chosen-offer__more">
        <summary>{intl.formatMessage({ id: 'hotel.offer.variants' })}</summary>
        <OfferVariants offer={offer} party={partyQuery} />
      </details>
      <OfferForms offerUuid={offer.uuid} offerLink={offerPageUrl(offer.uuid)} request={formRequest} />
    </section>
  );
}
