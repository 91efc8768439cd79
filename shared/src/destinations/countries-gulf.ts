import { HERO, mapOf, months, paragraphs, place, t } from './content-helpers.ts';
import type { CountryContent } from './destination-types.ts';

/** Arabia: the Emirates, Oman and Jordan – winter sun within six hours. */
export const GULF_COUNTRIES: readonly CountryContent[] = [
  {
    id: 200280,
    countryCode: 'AE',
    name: t('Zjednoczone Emiraty Arabskie', 'United Arab Emirates', 'Vereinigte Arabische Emirate'),
    description: t(
      'Wakacje w Emiratach: Dubaj, Abu Zabi i Ras al-Chajma – luksusowe hotele, plaże Zatoki Perskiej i słońce zimą.',
      'Holidays in the Emirates: Dubai, Abu Dhabi and Ras Al Khaimah – luxury hotels, Gulf beaches and winter sun.',
      'Urlaub in den Emiraten: Dubai, Abu Dhabi und Ras Al Khaimah – Luxushotels, Strände am Golf und Wintersonne.',
    ),
    intro: t(
      'Drapacze chmur, pustynia i ciepłe morze – Emiraty to słońce zimą z wygodą wielkiego miasta.',
      'Skyscrapers, desert and a warm sea – the Emirates offer winter sun with big-city comfort.',
      'Wolkenkratzer, Wüste und warmes Meer – die Emirate bieten Wintersonne mit Großstadtkomfort.',
    ),
    information: paragraphs(
      [
        'Dubaj to Burdż Chalifa, centra handlowe, plaże Jumeirah i sztuczna wyspa Palm Jumeirah; Abu Zabi – Wielki Meczet i Luwr Abu Zabi. Ras al-Chajma i Fudżajra są spokojniejsze, z górami Hadżar i rafami Zatoki Omańskiej.',
        'Emiraty pasują rodzinom (parki rozrywki), parom i miłośnikom zakupów. Najprzyjemniej jest od października do kwietnia; latem upał przekracza 40 °C.',
      ],
      [
        'Dubai means the Burj Khalifa, shopping malls, the beaches of Jumeirah and the Palm Jumeirah island; Abu Dhabi the Sheikh Zayed Grand Mosque and the Louvre Abu Dhabi. Ras Al Khaimah and Fujairah are quieter, with the Hajar Mountains and the reefs of the Gulf of Oman.',
        'The Emirates suit families (theme parks), couples and shoppers. October to April is the most pleasant time; in summer the heat exceeds 40 °C.',
      ],
      [
        'Dubai steht für den Burj Khalifa, Einkaufszentren, die Strände von Jumeirah und die Insel Palm Jumeirah, Abu Dhabi für die Scheich-Zayid-Moschee und den Louvre Abu Dhabi. Ras Al Khaimah und Fujairah sind ruhiger, mit dem Hadschar-Gebirge und den Riffen am Golf von Oman.',
        'Die Emirate passen zu Familien (Freizeitparks), Paaren und Shoppingfans. Am angenehmsten ist es von Oktober bis April; im Sommer steigt die Hitze über 40 °C.',
      ],
    ),
    hero: HERO.resort,
    practical: {
      capital: t('Abu Zabi', 'Abu Dhabi', 'Abu Dhabi'),
      language: t(
        'arabski (powszechnie angielski)',
        'Arabic (English widely spoken)',
        'Arabisch (Englisch weit verbreitet)',
      ),
      currency: { code: 'AED', name: t('dirham ZEA', 'UAE dirham', 'VAE-Dirham') },
      timeDifference: { winter: 3, summer: 2 },
      flightMinutes: 340,
      bestMonths: months(10, 4),
      climate: t(
        'Pustynny: zimą 24–30 °C i prawie bez deszczu, latem 40 °C i więcej przy wysokiej wilgotności.',
        'Desert: 24–30 °C and almost no rain in winter, 40 °C and more with high humidity in summer.',
        'Wüstenklima: im Winter 24–30 °C und kaum Regen, im Sommer 40 °C und mehr bei hoher Luftfeuchtigkeit.',
      ),
    },
    map: mapOf([
      place(201181, ['Dubaj', 'Dubai', 'Dubai'], 25.17, 55.21),
      place(201182, ['Abu Zabi', 'Abu Dhabi', 'Abu Dhabi'], 24.45, 54.38),
      place(201183, ['Ras al-Chajma', 'Ras Al Khaimah', 'Ras Al Khaimah'], 25.79, 55.94),
      place(201184, ['Fudżajra', 'Fujairah', 'Fujairah'], 25.13, 56.33),
      place(201185, ['Szardża', 'Sharjah', 'Schardscha'], 25.35, 55.42),
    ]),
  },
  {
    id: 200295,
    countryCode: 'OM',
    name: t('Oman'),
    description: t(
      'Wakacje w Omanie: Maskat i Salala – góry, pustynia, fiordy Musandam i spokojne plaże Morza Arabskiego.',
      'Holidays in Oman: Muscat and Salalah – mountains, desert, the fjords of Musandam and quiet Arabian Sea beaches.',
      'Urlaub im Oman: Maskat und Salalah – Berge, Wüste, die Fjorde von Musandam und ruhige Strände am Arabischen Meer.',
    ),
    intro: t(
      'Arabia bez pośpiechu: forty, wadi z turkusową wodą i puste plaże.',
      'Arabia at an easy pace: forts, wadis of turquoise water and empty beaches.',
      'Arabien ohne Eile: Festungen, Wadis mit türkisfarbenem Wasser und leere Strände.',
    ),
    information: paragraphs(
      [
        'Z Maskatu z Wielkim Meczetem Sułtana Kabusa i targiem Mutrah łatwo dojechać do Wadi Shab, fortów Nizwy i na pustynię Wahiba. Salala na południu ma plaże z palmami kokosowymi i latem zielenieje w porze monsunu.',
        'Oman pasuje parom i osobom, które szukają spokojnego, bezpiecznego kraju z autentyczną kulturą arabską.',
      ],
      [
        'From Muscat, with the Sultan Qaboos Grand Mosque and the Mutrah souk, it is easy to reach Wadi Shab, the forts of Nizwa and the Wahiba Sands. Salalah in the south has beaches lined with coconut palms and turns green in the summer monsoon.',
        'Oman suits couples and travellers looking for a calm, safe country with authentic Arab culture.',
      ],
      [
        'Von Maskat mit der Sultan-Qabus-Moschee und dem Mutrah-Souk gelangt man leicht ins Wadi Shab, zu den Festungen von Nizwa und in die Wahiba-Wüste. Salalah im Süden hat Strände mit Kokospalmen und wird im Sommermonsun grün.',
        'Oman passt zu Paaren und zu allen, die ein ruhiges, sicheres Land mit echter arabischer Kultur suchen.',
      ],
    ),
    hero: HERO.exotic,
    practical: {
      capital: t('Maskat', 'Muscat', 'Maskat'),
      language: t('arabski', 'Arabic', 'Arabisch'),
      currency: { code: 'OMR', name: t('rial omański', 'Omani rial', 'Omanischer Rial') },
      timeDifference: { winter: 3, summer: 2 },
      flightMinutes: 370,
      bestMonths: months(10, 4),
      climate: t(
        'Zimą 25–30 °C i sucho, latem upał do 40 °C; w Salali od czerwca do września chłodniej i mżawka monsunowa.',
        '25–30 °C and dry in winter, up to 40 °C in summer; Salalah is cooler with monsoon drizzle from June to September.',
        'Im Winter 25–30 °C und trocken, im Sommer bis 40 °C; Salalah ist von Juni bis September kühler mit Monsun-Nieselregen.',
      ),
    },
    map: mapOf([
      place(201211, ['Maskat', 'Muscat', 'Maskat'], 23.59, 58.41),
      place(201212, ['Salala', 'Salalah', 'Salalah'], 17.02, 54.09),
    ]),
  },
  {
    id: 200300,
    countryCode: 'JO',
    name: t('Jordania', 'Jordan', 'Jordanien'),
    description: t(
      'Wakacje w Jordanii: rafy Akaby nad Morzem Czerwonym, kąpiel w Morzu Martwym i wycieczka do Petry.',
      'Holidays in Jordan: the reefs of Aqaba on the Red Sea, a float in the Dead Sea and a trip to Petra.',
      'Urlaub in Jordanien: die Riffe von Akaba am Roten Meer, ein Bad im Toten Meer und ein Ausflug nach Petra.',
    ),
    intro: t(
      'Skalne miasto Petra, pustynia Wadi Rum i dwa niezwykłe morza w jednym kraju.',
      'The rock city of Petra, the Wadi Rum desert and two remarkable seas in one country.',
      'Die Felsenstadt Petra, die Wüste Wadi Rum und zwei außergewöhnliche Meere in einem Land.',
    ),
    information: paragraphs(
      [
        'Akaba ma ciepłe Morze Czerwone z rafami koralowymi, a nad Morzem Martwym, 400 metrów poniżej poziomu morza, można unosić się na słonej wodzie i skorzystać z błota leczniczego. Z obu miejsc blisko do Petry i księżycowego krajobrazu Wadi Rum.',
        'Jordania pasuje miłośnikom historii, nurkom i parom, którzy chcą połączyć wypoczynek z wielką przygodą.',
      ],
      [
        'Aqaba has the warm Red Sea with coral reefs, and at the Dead Sea, 400 metres below sea level, you float on the salty water and try the mineral mud. Both are close to Petra and the lunar landscape of Wadi Rum.',
        'Jordan suits history lovers, divers and couples who want a holiday with a great adventure.',
      ],
      [
        'Akaba hat das warme Rote Meer mit Korallenriffen, und am Toten Meer, 400 Meter unter dem Meeresspiegel, treibt man im salzigen Wasser und probiert den Heilschlamm. Von beiden ist es nicht weit nach Petra und in die Mondlandschaft des Wadi Rum.',
        'Jordanien passt zu Geschichtsfreunden, Tauchern und Paaren, die Erholung mit einem großen Abenteuer verbinden wollen.',
      ],
    ),
    hero: HERO.exotic,
    practical: {
      capital: t('Amman'),
      language: t('arabski', 'Arabic', 'Arabisch'),
      currency: { code: 'JOD', name: t('dinar jordański', 'Jordanian dinar', 'Jordanischer Dinar') },
      timeDifference: { winter: 2, summer: 1 },
      flightMinutes: 235,
      bestMonths: [3, 4, 5, 10, 11],
      climate: t(
        'Pustynny i suchy: wiosną i jesienią 25–33 °C, latem w Akabie ponad 38 °C, zimą chłodne noce.',
        'Dry desert climate: 25–33 °C in spring and autumn, above 38 °C in Aqaba in summer, cool nights in winter.',
        'Trockenes Wüstenklima: im Frühjahr und Herbst 25–33 °C, im Sommer in Akaba über 38 °C, im Winter kühle Nächte.',
      ),
    },
    map: mapOf([
      place(201221, ['Akaba', 'Aqaba', 'Akaba'], 29.53, 35.01),
      place(201222, ['Morze Martwe', 'Dead Sea', 'Totes Meer'], 31.72, 35.58),
    ]),
  },
];
