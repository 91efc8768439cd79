import type { ApiErrorCode } from './api-error.ts';
import type { Locale } from './locale.ts';

type Localized = Readonly<Record<Locale, string>>;

/** Localized texts of the API's error codes (architecture §5). */
export const ERROR_MESSAGES: Readonly<Record<ApiErrorCode, Localized>> = {
  bad_request: {
    pl: 'Nieprawidłowe żądanie.',
    en: 'The request is not valid.',
    de: 'Die Anfrage ist ungültig.',
  },
  validation_failed: {
    pl: 'Popraw zaznaczone pola i spróbuj ponownie.',
    en: 'Please correct the marked fields and try again.',
    de: 'Bitte korrigieren Sie die markierten Felder und versuchen Sie es erneut.',
  },
  unsupported_media_type: {
    pl: 'Dane należy wysłać w formacie JSON.',
    en: 'Please send the data as JSON.',
    de: 'Bitte senden Sie die Daten als JSON.',
  },
  unauthorized: {
    pl: 'Zaloguj się, aby kontynuować.',
    en: 'Please sign in to continue.',
    de: 'Bitte melden Sie sich an, um fortzufahren.',
  },
  forbidden: {
    pl: 'Nie masz uprawnień do tej operacji.',
    en: 'You are not allowed to do this.',
    de: 'Sie sind dazu nicht berechtigt.',
  },
  csrf_failed: {
    pl: 'Sesja formularza wygasła. Odśwież stronę i spróbuj ponownie.',
    en: 'The form session has expired. Please refresh the page and try again.',
    de: 'Die Formularsitzung ist abgelaufen. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  },
  not_found: {
    pl: 'Nie znaleziono.',
    en: 'Not found.',
    de: 'Nicht gefunden.',
  },
  offer_not_available: {
    pl: 'Przepraszamy, oferta nie jest już dostępna. Prosimy wybrać inną ofertę.',
    en: 'Sorry, this offer is no longer available. Please choose another offer.',
    de: 'Leider ist dieses Angebot nicht mehr verfügbar. Bitte wählen Sie ein anderes Angebot.',
  },
  method_not_allowed: {
    pl: 'Ta metoda nie jest obsługiwana pod tym adresem.',
    en: 'This method is not supported at this address.',
    de: 'Diese Methode wird unter dieser Adresse nicht unterstützt.',
  },
  conflict: {
    pl: 'Dane zostały w międzyczasie zmienione. Odśwież stronę i spróbuj ponownie.',
    en: 'The data was changed in the meantime. Please refresh and try again.',
    de: 'Die Daten wurden inzwischen geändert. Bitte laden Sie neu und versuchen Sie es erneut.',
  },
  payload_too_large: {
    pl: 'Przesłane dane są zbyt duże.',
    en: 'The data sent is too large.',
    de: 'Die gesendeten Daten sind zu groß.',
  },
  too_many_requests: {
    pl: 'Zbyt wiele prób. Spróbuj ponownie za chwilę.',
    en: 'Too many attempts. Please try again in a moment.',
    de: 'Zu viele Versuche. Bitte versuchen Sie es gleich noch einmal.',
  },
  invalid_credentials: {
    pl: 'Nieprawidłowy e-mail lub hasło.',
    en: 'Wrong e-mail or password.',
    de: 'E-Mail oder Passwort ist falsch.',
  },
  too_many_sign_in_attempts: {
    pl: 'Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za {seconds} s.',
    en: 'Too many failed sign-in attempts. Please try again in {seconds} s.',
    de: 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in {seconds} s erneut.',
  },
  too_many_messages: {
    pl: 'Wysłano zbyt wiele wiadomości. Spróbuj ponownie za {minutes} min.',
    en: 'Too many messages have been sent. Please try again in {minutes} min.',
    de: 'Es wurden zu viele Nachrichten gesendet. Bitte versuchen Sie es in {minutes} Min. erneut.',
  },
  invalid_email: {
    pl: 'Podaj poprawny adres e-mail (bez polskich znaków), aby zapisać się do newslettera.',
    en: 'Enter a valid e-mail address (no national characters) to subscribe to the newsletter.',
    de: 'Geben Sie eine gültige E-Mail-Adresse (ohne Sonderzeichen) ein, um den Newsletter zu abonnieren.',
  },
  newsletter_token_invalid: {
    pl: 'Link potwierdzający jest nieprawidłowy lub nieaktualny. Zapisz się do newslettera ponownie.',
    en: 'The confirmation link is invalid or out of date. Please sign up for the newsletter again.',
    de: 'Der Bestätigungslink ist ungültig oder abgelaufen. Bitte melden Sie sich erneut zum Newsletter an.',
  },
  internal_error: {
    pl: 'Przepraszamy, wystąpił błąd. Prosimy odświeżyć stronę lub wybrać inną ofertę.',
    en: 'Sorry, an error occurred. Please refresh the page or choose another offer.',
    de: 'Entschuldigung, es ist ein Fehler aufgetreten. Bitte laden Sie die Seite neu oder wählen Sie ein anderes Angebot.',
  },
  service_unavailable: {
    pl: 'Usługa jest chwilowo niedostępna. Spróbuj ponownie za chwilę.',
    en: 'The service is temporarily unavailable. Please try again shortly.',
    de: 'Der Dienst ist vorübergehend nicht verfügbar. Bitte versuchen Sie es gleich erneut.',
  },
  offers_unavailable: {
    pl: 'Wyszukiwarka ofert jest chwilowo niedostępna, bo oferty są właśnie wczytywane. Spróbuj ponownie za chwilę.',
    en: 'The offer search is briefly unavailable while offers are being loaded. Please try again in a moment.',
    de: 'Die Angebotssuche ist kurz nicht verfügbar, weil die Angebote gerade geladen werden. Bitte versuchen Sie es gleich erneut.',
  },
};

/**
 * Field-level messages. Shared schemas may name one of these keys as their custom error message;
 * both the API and the forms localize the key. Generic zod issues map to a key by issue code.
 */
export const FIELD_MESSAGES = {
  required: { pl: 'To pole jest wymagane', en: 'This field is required', de: 'Dieses Feld ist erforderlich' },
  consent_required: {
    pl: 'Zgoda jest wymagana, by kontynuować',
    en: 'Consent is required to continue',
    de: 'Die Zustimmung ist erforderlich, um fortzufahren',
  },
  invalid_email_message: {
    pl: 'Podaj poprawny adres e-mail (bez polskich znaków), aby zapisać się do newslettera.',
    en: 'Enter a valid e-mail address (no national characters) to subscribe to the newsletter.',
    de: 'Geben Sie eine gültige E-Mail-Adresse (ohne Sonderzeichen) ein, um den Newsletter zu abonnieren.',
  },
  full_name_invalid: {
    pl: 'Podaj imię i nazwisko (co najmniej 3 znaki, bez cyfr)',
    en: 'Enter your full name (at least 3 characters, no digits)',
    de: 'Geben Sie Ihren Vor- und Nachnamen ein (mindestens 3 Zeichen, keine Ziffern)',
  },
  phone_invalid: {
    pl: 'Podaj numer telefonu (od 7 do 15 cyfr)',
    en: 'Enter a phone number with 7 to 15 digits',
    de: 'Geben Sie eine Telefonnummer mit 7 bis 15 Ziffern ein',
  },
  message_length: {
    pl: 'Wiadomość musi mieć od 3 do 2000 znaków',
    en: 'The message must be 3 to 2000 characters long',
    de: 'Die Nachricht muss 3 bis 2000 Zeichen lang sein',
  },
  invalid_type: { pl: 'Nieprawidłowa wartość', en: 'Invalid value', de: 'Ungültiger Wert' },
  invalid_email: {
    pl: 'Podaj poprawny adres e-mail (bez polskich znaków)',
    en: 'Enter a valid e-mail address (no national characters)',
    de: 'Geben Sie eine gültige E-Mail-Adresse ein (ohne Sonderzeichen)',
  },
  too_short: {
    pl: 'Minimalna liczba znaków: {minimum}',
    en: 'Enter at least {minimum} characters',
    de: 'Geben Sie mindestens {minimum} Zeichen ein',
  },
  too_long: {
    pl: 'Maksymalna liczba znaków: {maximum}',
    en: 'Enter at most {maximum} characters',
    de: 'Geben Sie höchstens {maximum} Zeichen ein',
  },
  too_small_number: {
    pl: 'Wartość musi wynosić co najmniej {minimum}',
    en: 'The value must be at least {minimum}',
    de: 'Der Wert muss mindestens {minimum} betragen',
  },
  too_big_number: {
    pl: 'Wartość może wynosić najwyżej {maximum}',
    en: 'The value must be at most {maximum}',
    de: 'Der Wert darf höchstens {maximum} betragen',
  },
  invalid_value: { pl: 'Niedozwolona wartość', en: 'Value not allowed', de: 'Wert nicht erlaubt' },
  date_order: {
    pl: 'Data powrotu nie może być wcześniejsza niż data wyjazdu',
    en: 'The return date cannot be before the departure date',
    de: 'Das Rückreisedatum darf nicht vor dem Abreisedatum liegen',
  },
  date_in_past: {
    pl: 'Wybierz datę od jutra',
    en: 'Choose a date from tomorrow on',
    de: 'Wählen Sie ein Datum ab morgen',
  },
  unknown_field: { pl: 'Nieznane pole', en: 'Unknown field', de: 'Unbekanntes Feld' },
} as const satisfies Record<string, Localized>;
export type FieldMessageKey = keyof typeof FIELD_MESSAGES;

export function isFieldMessageKey(value: string): value is FieldMessageKey {
  return Object.hasOwn(FIELD_MESSAGES, value);
}

/** Replaces `{name}` placeholders. */
export function interpolate(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}

export function errorMessage(code: ApiErrorCode, locale: Locale, values?: Record<string, string | number>): string {
  return interpolate(ERROR_MESSAGES[code][locale], values);
}
