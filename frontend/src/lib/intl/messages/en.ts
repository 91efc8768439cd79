import type { Messages } from './pl.ts';
import { searchFormEn } from './features/search-form.ts';
import { homeContentEn } from './features/home-content.ts';
import { specialOffersEn } from './features/special-offers.ts';
import { newsletterEn } from './features/newsletter.ts';
import { offersListEn } from './features/offers-list.ts';
import { blogEn } from './features/blog.ts';
import { hotelListEn } from './features/hotel-list.ts';
import { groupEnquiryEn } from './features/group-enquiry.ts';
import { destinationsEn } from './features/destinations.ts';

/** English; typed against the Polish catalogue so a missing or extra key does not compile. */
export const en: Messages = {
  'app.brand': 'Wakacje z Niemiec',
  'app.tagline': 'Holidays with German tour operators',
  'app.skip_to_content': 'Skip to content',
  'app.loading': 'Loading…',
  'nav.label': 'Main menu',
  'nav.home': 'Wakacje z Niemiec – home page',
  'nav.holidays': 'Holidays',
  'nav.hotels': 'Hotels only',
  'nav.flights': 'Flights',
  'locale.label': 'Language',
  'locale.pl': 'Polski',
  'locale.en': 'English',
  'locale.de': 'Deutsch',

  'claims.heading': 'Why book with us',
  'claims.savings': 'Save up to 40% on holidays from German tour operators',
  'claims.offers': 'More than 860 thousand offers',
  'claims.guarantee': 'Guarantee sum of 90,000 EUR',
  'claims.operators': '37 tour operators',
  'claims.since': 'On the market since 2002',
  offers_count: '{count, plural, one {# offer} other {# offers}}',

  'home.title': 'Wakacje z Niemiec – holidays with German tour operators up to 40% cheaper',
  'home.description':
    'Holidays with German tour operators up to 40% cheaper: over 860,000 offers from 37 tour operators, in business since 2002.',
  'regions.heading': 'Recommended regions',
  'regions.loading': 'Loading recommended regions…',
  'regions.price_from': 'from {price} / person',

  'footer.about': 'A Polish travel agency selling holidays from German tour operators.',
  'footer.office_hours_label': 'Office hours',
  'footer.office_hours': 'Mon–Fri 9:00–17:00, Saturday closed',
  'footer.signed_in': 'You are signed in.',
  'footer.staff_area': 'Agent and office area',

  'error.title': 'Something went wrong',
  'error.generic': 'Sorry, an error occurred. Please refresh the page or choose another offer.',
  'error.reload': 'Refresh the page',
  'error.go_home': 'Back to the home page',
  'not_found.title': 'We could not find this page',
  'not_found.text':
    'The page may have moved or the address may contain a typo. Start from the home page – recommended regions are waiting there.',

  'admin.area': 'Back office',
  'admin.login.title': 'Sign in to the back office',
  'admin.login.intro': 'For agents and office staff.',
  'admin.login.email': 'E-mail',
  'admin.login.password': 'Password',
  'admin.login.submit': 'Sign in',
  'admin.login.submitting': 'Signing in…',
  'admin.shell.title': 'Back office',
  'admin.shell.welcome': 'Welcome, {name}!',
  'admin.shell.signed_in_as': 'Signed in as',
  'admin.shell.modules_soon': 'Contracts, settlements and the other back-office modules will appear here.',
  'admin.shell.sign_out': 'Sign out',
  'admin.shell.signing_out': 'Signing out…',
  'admin.user.name': 'Name',
  'admin.user.email': 'E-mail',
  'admin.user.role': 'Role',
  'admin.user.agency': 'Agency',
  'admin.role.agents': 'Agent',
  'admin.role.office': 'Office staff',

  // Features (their own catalogues, one file each)
  ...searchFormEn,
  ...homeContentEn,
  ...specialOffersEn,
  ...newsletterEn,
  ...offersListEn,
  ...blogEn,
  ...hotelListEn,
  ...groupEnquiryEn,
  ...destinationsEn,
};
