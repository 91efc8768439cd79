import { jsonResponse, type FakeHandler } from '../../../testing/fake-fetch.ts';

/** The offer the forms' tests ask about, and the page that shows it. */
export const OFFER_UUID = '0b6a4c2e-8f1d-4a3b-9c5e-1d2f3a4b5c6d';
export const OFFER_LINK = `https://wakacje.example.pl/hotel/sol-beach?id=h1&offer=${OFFER_UUID}`;
export const REFERENCE = '7KQ2M-X9D4R';

/** The shared field messages and the server's texts in Polish, as the visitor reads them. */
export const REQUIRED = 'To pole jest wymagane';
export const CONSENT_REQUIRED = 'Zgoda jest wymagana, by kontynuować';
export const INVALID_EMAIL = 'Podaj poprawny adres e-mail (bez polskich znaków)';
export const INVALID_PHONE = 'Podaj numer telefonu (od 7 do 15 cyfr)';
export const INVALID_FULL_NAME = 'Podaj imię i nazwisko (co najmniej 3 znaki, bez cyfr)';
export const VALIDATION_FAILED = 'Popraw zaznaczone pola i spróbuj ponownie.';
/** Spec §8, ERR-02. */
export const GENERIC_ERROR = 'Przepraszamy, wystąpił błąd. Prosimy odświeżyć stronę lub wybrać inną ofertę.';
/** Spec §8, ERR-01. */
export const OFFER_GONE = 'Przepraszamy, oferta nie jest już dostępna. Prosimy wybrać inną ofertę.';

/** The answer of every enquiry endpoint. */
export const accepted: FakeHandler = () => jsonResponse(201, { reference_id: REFERENCE });

/** A 500 without the API's error body, as a proxy or a crashed Lambda gives it. */
export const bareServerError: FakeHandler = () => new Response('Internal Server Error', { status: 500 });

/** An answer held back until the test releases it, to look at the form while it is sending. */
export function heldAnswer() {
  let release: (response: Response) => void = () => undefined;
  const handler: FakeHandler = () =>
    new Promise<Response>((resolve) => {
      release = resolve;
    });
  return { handler, release: (response: Response) => release(response) };
}
