/**
 * The hotel page's additional_information tab (spec §2, §9; CONST-47, OPEN-18): the tab's label and
 * the 19 standard notes of shared/src/hotel-page/additional-notes.ts, each a short title and a text
 * (three notes have a text per variant). pl is the reference; en and de are typed against it, so a
 * missing key does not compile. The spec names the notes but gives no wording: these are the texts
 * Polish and German tour operators print, written for this site. Polish addresses the visitor as
 * "ty", German as "Sie", as the rest of the site does.
 */
export const hotelNotesPl = {
  'hotel.tab.additional_information': 'Informacje dodatkowe',
  'hotel.notes.intro':
    'Ważne informacje o tym hotelu i o podróży do kraju, w którym się znajduje. Przeczytaj je przed rezerwacją – są częścią oferty.',
  'hotel.notes.choose_offer':
    'Informacje dotyczące konkretnego terminu, np. transferu, wyżywienia i przelotu, pojawią się po wybraniu terminu.',
  'hotel.notes.tourist_tax.title': 'Opłata turystyczna na miejscu',
  'hotel.notes.tourist_tax.text':
    'W wielu miejscowościach tego kraju obowiązuje lokalna opłata turystyczna (taksa klimatyczna), która nie jest wliczona w cenę oferty. Hotel pobiera ją na miejscu, zwykle przy zameldowaniu lub wymeldowaniu, za osobę i noc; jej wysokość zależy od miejscowości, kategorii hotelu i wieku podróżnych.',
  'hotel.notes.visa_costs.title': 'Wiza na koszt podróżnego',
  'hotel.notes.visa_costs.text':
    'Obywatele Polski i Niemiec potrzebują do wjazdu do tego kraju wizy lub elektronicznego zezwolenia na wjazd. Nie jest ono wliczone w cenę oferty: podróżny uzyskuje je i opłaca sam, zależnie od kraju przez internet przed wyjazdem lub na lotnisku po przylocie. Obywatele innych państw powinni sprawdzić obowiązujące ich przepisy wjazdowe.',
  'hotel.notes.transfer.title': 'Transfer',
  'hotel.notes.transfer.text.included':
    'Transfer z lotniska do hotelu i z powrotem jest wliczony w cenę. Zwykle jest to transfer grupowy autokarem lub busem, który po drodze może zatrzymywać się przy innych hotelach. Godzinę i miejsce odbioru w dniu powrotu poda rezydent lub hotel.',
  'hotel.notes.transfer.text.not_included':
    'Transfer z lotniska do hotelu i z powrotem nie jest wliczony w cenę. Dojazd trzeba zorganizować we własnym zakresie i na własny koszt, np. taksówką, wynajętym samochodem lub transferem zamówionym u organizatora.',
  'hotel.notes.all_inclusive.title': 'All inclusive',
  'hotel.notes.all_inclusive.text':
    'Świadczenia all inclusive obejmują posiłki oraz wybrane napoje i przekąski w godzinach i miejscach wyznaczonych przez hotel. Zakres programu ustala hotel: zwykle nie obejmuje on napojów importowanych, świeżo wyciskanych soków, restauracji à la carte, room service ani minibaru. Hotel może wymagać noszenia opaski all inclusive przez cały pobyt.',
  'hotel.notes.vaccinations.title': 'Zalecane szczepienia',
  'hotel.notes.vaccinations.text':
    'Przed wyjazdem w tropiki skonsultuj się z lekarzem medycyny podróży, najlepiej 6–8 tygodni przed wylotem. Lekarz doradzi szczepienia (m.in. przeciw WZW typu A i B, durowi brzusznemu i tężcowi) oraz ochronę przed chorobami przenoszonymi przez komary. Niektóre kraje wymagają zaświadczenia o szczepieniu przeciw żółtej gorączce od podróżnych przybywających z rejonów jej występowania.',
  'hotel.notes.limited_seats.title': 'Ograniczona liczba miejsc',
  'hotel.notes.limited_seats.text':
    'Liczba miejsc w tej cenie jest ograniczona. Cena i dostępność zmieniają się wraz ze sprzedażą i są wiążące dopiero po potwierdzeniu rezerwacji przez organizatora.',
  'hotel.notes.cruise_route.title': 'Trasa rejsu',
  'hotel.notes.cruise_route.text':
    'Do oferty dołączona jest trasa rejsu z portami i godzinami postoju. Armator może zmienić trasę lub kolejność zawijania do portów ze względu na pogodę, warunki nawigacyjne lub decyzje władz portowych.',
  'hotel.notes.foreign_ministry_warnings.title': 'Ostrzeżenia MSZ',
  'hotel.notes.foreign_ministry_warnings.text':
    'Rezerwując, potwierdzasz zapoznanie się z aktualnymi ostrzeżeniami i informacjami dla podróżujących do tego kraju, które publikuje Ministerstwo Spraw Zagranicznych (gov.pl/web/dyplomacja), i akceptujesz je. Przed wyjazdem warto zarejestrować podróż w systemie Odyseusz.',
  'hotel.notes.travel_documents.title': 'Dokumenty podróży',
  'hotel.notes.travel_documents.text.id_card':
    'Obywatele Polski i Niemiec mogą wjechać do tego kraju na podstawie ważnego dowodu osobistego lub paszportu. Dokument musi być ważny przez cały pobyt, a każde dziecko potrzebuje własnego dokumentu.',
  'hotel.notes.travel_documents.text.passport_months':
    'Obywatele Polski i Niemiec potrzebują paszportu ważnego co najmniej 6 miesięcy po dacie powrotu. Każde dziecko potrzebuje własnego paszportu.',
  'hotel.notes.travel_documents.text.passport_days':
    'Obywatele Polski i Niemiec potrzebują paszportu ważnego co najmniej {days, number} dni po dacie powrotu. Każde dziecko potrzebuje własnego paszportu.',
  'hotel.notes.travel_insurance.title': 'Ubezpieczenie podróżne',
  'hotel.notes.travel_insurance.text':
    'Zalecamy ubezpieczenie kosztów leczenia i assistance na cały pobyt oraz ubezpieczenie kosztów rezygnacji z podróży. W krajach UE karta EKUZ nie zastępuje ubezpieczenia turystycznego: nie pokrywa leczenia w prywatnych placówkach ani transportu medycznego do kraju.',
  'hotel.notes.flight_times.title': 'Godziny przelotów',
  'hotel.notes.flight_times.text':
    'Podane godziny i numery lotów są orientacyjne i nie są wiążące. Ostateczne godziny wylotu i powrotu organizator potwierdza w dokumentach podróży, zwykle na kilka dni przed wylotem; linia lotnicza może je zmienić także później. Sprawdź je przed wyjazdem na lotnisko.',
  'hotel.notes.baggage_allowance.title': 'Bagaż',
  'hotel.notes.baggage_allowance.text':
    'Limit bagażu rejestrowanego i podręcznego (liczbę sztuk, wagę i wymiary) określa linia lotnicza; znajdziesz go w dokumentach podróży. Nadbagaż i bagaż specjalny, np. sprzęt sportowy, trzeba zgłosić przed wylotem, a linia pobiera za nie dodatkową opłatę.',
  'hotel.notes.check_in_out.title': 'Zameldowanie i wymeldowanie',
  'hotel.notes.check_in_out.text':
    'Pokój jest zwykle dostępny od godz. 14:00 w dniu przyjazdu i trzeba go zwolnić do godz. 12:00 w dniu wyjazdu, niezależnie od godzin przelotu. Wcześniejsze zameldowanie lub późniejsze wymeldowanie hotel może umożliwić za dopłatą, jeśli ma wolne pokoje.',
  'hotel.notes.room_allocation.title': 'Przydział pokoi',
  'hotel.notes.room_allocation.text':
    'Pokoje przydziela hotel w dniu przyjazdu. Życzenia, np. dotyczące piętra, widoku czy sąsiednich pokoi, przekażemy hotelowi, ale nie możemy zagwarantować ich spełnienia – gwarantowany jest tylko zarezerwowany typ pokoju. Dzieci nocują w pokoju razem z rodzicami.',
  'hotel.notes.child_pricing.title': 'Ceny dla dzieci',
  'hotel.notes.child_pricing.text':
    'O cenie dla dziecka decyduje jego wiek w dniu powrotu z podróży. Podaj przy rezerwacji dokładne daty urodzenia dzieci: jeśli dziecko będzie w dniu powrotu starsze, niż podano, organizator naliczy dopłatę.',
  'hotel.notes.hotel_category.title': 'Kategoria hotelu',
  'hotel.notes.hotel_category.text':
    'Liczba gwiazdek odpowiada kategorii nadanej hotelowi według przepisów kraju, w którym się znajduje. Standardy różnią się między krajami, dlatego hotel tej samej kategorii może oferować inny standard niż w Polsce czy w Niemczech.',
  'hotel.notes.hotel_deposit.title': 'Kaucja w hotelu',
  'hotel.notes.hotel_deposit.text':
    'Przy zameldowaniu hotel może poprosić o kartę kredytową lub kaucję gotówkową jako zabezpieczenie dodatkowych usług, np. minibaru, sejfu czy ręczników plażowych. Blokada na karcie lub kaucja są zwalniane po wymeldowaniu i rozliczeniu usług.',
  'hotel.notes.seasonal_facilities.title': 'Udogodnienia sezonowe',
  'hotel.notes.seasonal_facilities.text':
    'Poza sezonem letnim baseny zewnętrzne mogą nie być podgrzewane, a niektóre atrakcje, np. zjeżdżalnie wodne, bary plażowe, restauracje na świeżym powietrzu czy animacje, mogą działać w ograniczonym zakresie lub być nieczynne. O godzinach i okresie ich działania decyduje hotel, zależnie od pogody i liczby gości.',
  'hotel.notes.power_sockets.title': 'Gniazdka elektryczne',
  'hotel.notes.power_sockets.text.adapter':
    'Gniazdka elektryczne w tym kraju różnią się od używanych w Polsce i w Niemczech, dlatego warto zabrać uniwersalny adapter. Napięcie w sieci wynosi, jak w Europie, 220–240 V.',
  'hotel.notes.power_sockets.text.adapter_and_voltage':
    'Gniazdka elektryczne w tym kraju różnią się od używanych w Polsce i w Niemczech, a napięcie w sieci wynosi zwykle 110–127 V. Zabierz uniwersalny adapter i sprawdź na ładowarkach, czy obsługują takie napięcie (oznaczenie 100–240 V); urządzenia przystosowane tylko do 230 V, np. niektóre suszarki do włosów, wymagają przetwornicy.',
} satisfies Record<string, string>;

type Keys = keyof typeof hotelNotesPl;

export const hotelNotesEn: Record<Keys, string> = {
  'hotel.tab.additional_information': 'Additional information',
  'hotel.notes.intro':
    'Important information about this hotel and about travelling to its country. Please read it before booking – it forms part of the offer.',
  'hotel.notes.choose_offer':
    'Notes on a particular date, such as the transfer, board and flights, appear once you choose a date.',
  'hotel.notes.tourist_tax.title': 'Tourist tax payable locally',
  'hotel.notes.tourist_tax.text':
    'Many towns in this country levy a local tourist tax that is not included in the offer price. The hotel collects it on site, usually at check-in or check-out, per person and night; the amount depends on the town, the hotel category and the travellers’ ages.',
  'hotel.notes.visa_costs.title': 'Visa at the traveller’s expense',
  'hotel.notes.visa_costs.text':
    'Polish and German citizens need a visa or an electronic travel authorisation to enter this country. It is not included in the offer price: travellers obtain and pay for it themselves, depending on the country online before departure or at the airport on arrival. Citizens of other countries should check the entry rules that apply to them.',
  'hotel.notes.transfer.title': 'Transfer',
  'hotel.notes.transfer.text.included':
    'The transfer from the airport to the hotel and back is included in the price. It is usually a shared coach or minibus transfer that may stop at other hotels on the way. The tour operator’s representative or the hotel will tell you when and where you are picked up on the day of return.',
  'hotel.notes.transfer.text.not_included':
    'The transfer from the airport to the hotel and back is not included in the price. You arrange the journey yourself and at your own expense, for example by taxi, hire car or a transfer booked with the tour operator.',
  'hotel.notes.all_inclusive.title': 'All inclusive',
  'hotel.notes.all_inclusive.text':
    'All-inclusive services cover meals and selected drinks and snacks at the times and places set by the hotel. The hotel defines the programme: it usually excludes imported drinks, freshly squeezed juices, à la carte restaurants, room service and the minibar. The hotel may ask you to wear an all-inclusive wristband throughout your stay.',
  'hotel.notes.vaccinations.title': 'Recommended vaccinations',
  'hotel.notes.vaccinations.text':
    'Before travelling to the tropics, see a travel medicine doctor, ideally 6 to 8 weeks before departure. The doctor will advise you on vaccinations (such as hepatitis A and B, typhoid and tetanus) and on protection against mosquito-borne diseases. Some countries require proof of yellow fever vaccination from travellers arriving from areas where it occurs.',
  'hotel.notes.limited_seats.title': 'Limited availability',
  'hotel.notes.limited_seats.text':
    'Only a limited number of places is available at this price. Price and availability change as places sell and become binding only once the tour operator confirms the booking.',
  'hotel.notes.cruise_route.title': 'Cruise route',
  'hotel.notes.cruise_route.text':
    'The cruise route with its ports of call and times in port is attached to the offer. The shipping line may change the route or the order of the ports because of the weather, navigation conditions or decisions of the port authorities.',
  'hotel.notes.foreign_ministry_warnings.title': 'Foreign ministry travel advice',
  'hotel.notes.foreign_ministry_warnings.text':
    'By booking, you confirm that you have read and accept the current travel advice and warnings for this country issued by the Polish Ministry of Foreign Affairs (gov.pl/web/dyplomacja) or the German Federal Foreign Office (auswaertiges-amt.de).',
  'hotel.notes.travel_documents.title': 'Travel documents',
  'hotel.notes.travel_documents.text.id_card':
    'Polish and German citizens can enter this country with a valid identity card or passport. The document must be valid for the whole stay, and every child needs a document of their own.',
  'hotel.notes.travel_documents.text.passport_months':
    'Polish and German citizens need a passport valid for at least 6 months after the return date. Every child needs a passport of their own.',
  'hotel.notes.travel_documents.text.passport_days':
    'Polish and German citizens need a passport valid for at least {days, number} days after the return date. Every child needs a passport of their own.',
  'hotel.notes.travel_insurance.title': 'Travel insurance',
  'hotel.notes.travel_insurance.text':
    'We recommend travel insurance covering medical expenses and assistance for the whole stay, as well as trip cancellation insurance. Within the EU, the European Health Insurance Card does not replace travel insurance: it covers neither private clinics nor medical repatriation.',
  'hotel.notes.flight_times.title': 'Flight times',
  'hotel.notes.flight_times.text':
    'The flight times and numbers shown are provisional and not binding. The tour operator confirms the final outbound and return times in the travel documents, usually a few days before departure; the airline may still change them later. Please check them before you leave for the airport.',
  'hotel.notes.baggage_allowance.title': 'Baggage',
  'hotel.notes.baggage_allowance.text':
    'The allowance for checked and cabin baggage (number of pieces, weight and size) is set by the airline and stated in your travel documents. Excess and special baggage, such as sports equipment, must be registered before departure and is charged extra by the airline.',
  'hotel.notes.check_in_out.title': 'Check-in and check-out',
  'hotel.notes.check_in_out.text':
    'Rooms are usually available from 14:00 on the day of arrival and must be vacated by 12:00 on the day of departure, whatever the flight times. The hotel may allow early check-in or late check-out for a fee if it has rooms free.',
  'hotel.notes.room_allocation.title': 'Room allocation',
  'hotel.notes.room_allocation.text':
    'Rooms are allocated by the hotel on arrival. We will pass on requests such as floor, view or adjoining rooms, but cannot guarantee them – only the booked room type is guaranteed. Children share the room with their parents.',
  'hotel.notes.child_pricing.title': 'Children’s prices',
  'hotel.notes.child_pricing.text':
    'A child’s price depends on the child’s age on the return date. Please give the children’s exact dates of birth when booking: if a child is older on the return date than stated, the tour operator will charge the difference.',
  'hotel.notes.hotel_category.title': 'Hotel category',
  'hotel.notes.hotel_category.text':
    'The number of stars is the category the hotel holds under the rules of its own country. Standards differ between countries, so a hotel of the same category may offer a different standard than in Poland or Germany.',
  'hotel.notes.hotel_deposit.title': 'Deposit at the hotel',
  'hotel.notes.hotel_deposit.text':
    'At check-in the hotel may ask for a credit card or a cash deposit as security for extras such as the minibar, the safe or beach towels. The card hold or deposit is released after check-out once the extras are settled.',
  'hotel.notes.seasonal_facilities.title': 'Seasonal facilities',
  'hotel.notes.seasonal_facilities.text':
    'Outside the summer season, outdoor pools may be unheated, and some facilities such as water slides, beach bars, outdoor restaurants or entertainment may run on reduced hours or be closed. The hotel sets their opening times and season depending on the weather and the number of guests.',
  'hotel.notes.power_sockets.title': 'Power sockets',
  'hotel.notes.power_sockets.text.adapter':
    'Power sockets in this country differ from those used in Poland and Germany, so pack a universal adapter. The mains voltage is 220–240 V, as in Europe.',
  'hotel.notes.power_sockets.text.adapter_and_voltage':
    'Power sockets in this country differ from those used in Poland and Germany, and the mains voltage is usually 110–127 V. Pack a universal adapter and check that your chargers accept this voltage (marked 100–240 V); devices made for 230 V only, such as some hair dryers, need a voltage converter.',
};

export const hotelNotesDe: Record<Keys, string> = {
  'hotel.tab.additional_information': 'Zusatzinformationen',
  'hotel.notes.intro':
    'Wichtige Hinweise zu diesem Hotel und zur Reise in sein Land. Bitte lesen Sie sie vor der Buchung – sie sind Bestandteil des Angebots.',
  'hotel.notes.choose_offer':
    'Hinweise zu einem bestimmten Termin, etwa zu Transfer, Verpflegung und Flug, erscheinen, sobald Sie einen Termin gewählt haben.',
  'hotel.notes.tourist_tax.title': 'Kurtaxe vor Ort',
  'hotel.notes.tourist_tax.text':
    'In vielen Orten dieses Landes wird eine örtliche Kurtaxe oder Touristensteuer erhoben, die nicht im Angebotspreis enthalten ist. Das Hotel erhebt sie vor Ort, meist beim Check-in oder Check-out, pro Person und Nacht; die Höhe richtet sich nach Ort, Hotelkategorie und Alter der Reisenden.',
  'hotel.notes.visa_costs.title': 'Visum auf Kosten der Reisenden',
  'hotel.notes.visa_costs.text':
    'Deutsche und polnische Staatsangehörige benötigen für die Einreise in dieses Land ein Visum oder eine elektronische Einreisegenehmigung. Diese ist nicht im Angebotspreis enthalten: Reisende beantragen und bezahlen sie selbst, je nach Land vorab online oder bei der Ankunft am Flughafen. Staatsangehörige anderer Länder informieren sich bitte über die für sie geltenden Einreisebestimmungen.',
  'hotel.notes.transfer.title': 'Transfer',
  'hotel.notes.transfer.text.included':
    'Der Transfer vom Flughafen zum Hotel und zurück ist im Preis enthalten. In der Regel ist es ein Gruppentransfer mit Bus oder Kleinbus, der unterwegs auch an anderen Hotels hält. Zeit und Ort der Abholung am Rückreisetag erfahren Sie von der Reiseleitung oder im Hotel.',
  'hotel.notes.transfer.text.not_included':
    'Der Transfer vom Flughafen zum Hotel und zurück ist nicht im Preis enthalten. Sie organisieren die Fahrt selbst und auf eigene Kosten, etwa mit Taxi, Mietwagen oder einem beim Reiseveranstalter gebuchten Transfer.',
  'hotel.notes.all_inclusive.title': 'All Inclusive',
  'hotel.notes.all_inclusive.text':
    'Die All-inclusive-Leistungen umfassen Mahlzeiten sowie ausgewählte Getränke und Snacks zu den Zeiten und an den Orten, die das Hotel festlegt. Den Umfang bestimmt das Hotel: Importierte Getränke, frisch gepresste Säfte, À-la-carte-Restaurants, Zimmerservice und Minibar sind in der Regel nicht enthalten. Das Hotel kann verlangen, dass Sie während des gesamten Aufenthalts ein All-inclusive-Armband tragen.',
  'hotel.notes.vaccinations.title': 'Empfohlene Impfungen',
  'hotel.notes.vaccinations.text':
    'Lassen Sie sich vor einer Reise in die Tropen reisemedizinisch beraten, am besten 6 bis 8 Wochen vor dem Abflug. Ihre Ärztin oder Ihr Arzt berät Sie zu Impfungen (etwa gegen Hepatitis A und B, Typhus und Tetanus) und zum Schutz vor Krankheiten, die Mücken übertragen. Einige Länder verlangen bei der Einreise aus Gelbfiebergebieten den Nachweis einer Gelbfieberimpfung.',
  'hotel.notes.limited_seats.title': 'Begrenztes Kontingent',
  'hotel.notes.limited_seats.text':
    'Zu diesem Preis steht nur ein begrenztes Kontingent zur Verfügung. Preis und Verfügbarkeit ändern sich mit dem Buchungsstand und sind erst mit der Buchungsbestätigung des Reiseveranstalters verbindlich.',
  'hotel.notes.cruise_route.title': 'Kreuzfahrtroute',
  'hotel.notes.cruise_route.text':
    'Dem Angebot liegt die Kreuzfahrtroute mit den Anlaufhäfen und Liegezeiten bei. Die Reederei kann die Route oder die Reihenfolge der Häfen wegen des Wetters, der nautischen Bedingungen oder auf Anordnung der Hafenbehörden ändern.',
  'hotel.notes.foreign_ministry_warnings.title': 'Reise- und Sicherheitshinweise',
  'hotel.notes.foreign_ministry_warnings.text':
    'Mit der Buchung bestätigen Sie, dass Sie die aktuellen Reise- und Sicherheitshinweise des Auswärtigen Amtes (auswaertiges-amt.de) für dieses Land gelesen haben und akzeptieren. Vor der Abreise können Sie sich zudem in die Krisenvorsorgeliste Elefand eintragen.',
  'hotel.notes.travel_documents.title': 'Reisedokumente',
  'hotel.notes.travel_documents.text.id_card':
    'Deutsche und polnische Staatsangehörige können mit einem gültigen Personalausweis oder Reisepass einreisen. Das Dokument muss während des gesamten Aufenthalts gültig sein, und jedes Kind benötigt ein eigenes Ausweisdokument.',
  'hotel.notes.travel_documents.text.passport_months':
    'Deutsche und polnische Staatsangehörige benötigen einen Reisepass, der nach der Rückreise noch mindestens 6 Monate gültig ist. Jedes Kind benötigt einen eigenen Reisepass.',
  'hotel.notes.travel_documents.text.passport_days':
    'Deutsche und polnische Staatsangehörige benötigen einen Reisepass, der nach der Rückreise noch mindestens {days, number} Tage gültig ist. Jedes Kind benötigt einen eigenen Reisepass.',
  'hotel.notes.travel_insurance.title': 'Reiseversicherung',
  'hotel.notes.travel_insurance.text':
    'Wir empfehlen eine Auslandskrankenversicherung mit Rücktransport für den gesamten Aufenthalt sowie eine Reiserücktrittsversicherung. Die Europäische Krankenversicherungskarte (EHIC) ersetzt innerhalb der EU keine Reiseversicherung: Sie deckt weder Privatkliniken noch den Rücktransport ab.',
  'hotel.notes.flight_times.title': 'Flugzeiten',
  'hotel.notes.flight_times.text':
    'Die angegebenen Flugzeiten und Flugnummern sind vorläufig und unverbindlich. Die endgültigen Zeiten für Hin- und Rückflug bestätigt der Reiseveranstalter mit den Reiseunterlagen, meist wenige Tage vor dem Abflug; die Fluggesellschaft kann sie auch danach noch ändern. Bitte prüfen Sie sie, bevor Sie zum Flughafen fahren.',
  'hotel.notes.baggage_allowance.title': 'Gepäck',
  'hotel.notes.baggage_allowance.text':
    'Die Freigepäckmenge für Aufgabe- und Handgepäck (Anzahl, Gewicht und Maße) legt die Fluggesellschaft fest; Sie finden sie in Ihren Reiseunterlagen. Übergepäck und Sondergepäck wie Sportausrüstung müssen vor dem Abflug angemeldet werden und sind bei der Fluggesellschaft kostenpflichtig.',
  'hotel.notes.check_in_out.title': 'Check-in und Check-out',
  'hotel.notes.check_in_out.text':
    'Die Zimmer stehen in der Regel ab 14:00 Uhr am Anreisetag zur Verfügung und müssen am Abreisetag bis 12:00 Uhr geräumt werden, unabhängig von den Flugzeiten. Ein früherer Check-in oder späterer Check-out ist gegen Aufpreis möglich, sofern das Hotel freie Zimmer hat.',
  'hotel.notes.room_allocation.title': 'Zimmerzuteilung',
  'hotel.notes.room_allocation.text':
    'Die Zimmer teilt das Hotel bei der Ankunft zu. Wünsche etwa zu Etage, Aussicht oder Nachbarzimmern geben wir gern weiter, können sie aber nicht garantieren – verbindlich ist nur die gebuchte Zimmerkategorie. Kinder übernachten im Zimmer der Eltern.',
  'hotel.notes.child_pricing.title': 'Kinderpreise',
  'hotel.notes.child_pricing.text':
    'Maßgeblich für den Kinderpreis ist das Alter des Kindes am Rückreisetag. Bitte geben Sie bei der Buchung die genauen Geburtsdaten der Kinder an: Ist ein Kind am Rückreisetag älter als angegeben, berechnet der Reiseveranstalter den Differenzbetrag nach.',
  'hotel.notes.hotel_category.title': 'Hotelkategorie',
  'hotel.notes.hotel_category.text':
    'Die Anzahl der Sterne entspricht der Kategorie, die das Hotel nach den Vorschriften seines Landes führt. Die Standards unterscheiden sich von Land zu Land; ein Hotel derselben Kategorie kann daher einen anderen Standard bieten als in Deutschland oder Polen.',
  'hotel.notes.hotel_deposit.title': 'Kaution im Hotel',
  'hotel.notes.hotel_deposit.text':
    'Beim Check-in kann das Hotel eine Kreditkarte oder eine Barkaution als Sicherheit für Zusatzleistungen wie Minibar, Safe oder Strandtücher verlangen. Die Reservierung auf der Karte oder die Kaution wird nach dem Check-out und der Abrechnung der Leistungen freigegeben.',
  'hotel.notes.seasonal_facilities.title': 'Saisonale Einrichtungen',
  'hotel.notes.seasonal_facilities.text':
    'Außerhalb der Sommersaison sind Außenpools unter Umständen nicht beheizt, und einige Einrichtungen wie Wasserrutschen, Strandbars, Außenrestaurants oder Animation sind nur eingeschränkt oder gar nicht in Betrieb. Öffnungszeiten und Saison legt das Hotel je nach Wetter und Auslastung fest.',
  'hotel.notes.power_sockets.title': 'Steckdosen',
  'hotel.notes.power_sockets.text.adapter':
    'Die Steckdosen in diesem Land unterscheiden sich von den in Deutschland und Polen üblichen; nehmen Sie daher einen Universal-Reiseadapter mit. Die Netzspannung beträgt wie in Europa 220–240 V.',
  'hotel.notes.power_sockets.text.adapter_and_voltage':
    'Die Steckdosen in diesem Land unterscheiden sich von den in Deutschland und Polen üblichen, und die Netzspannung beträgt meist 110–127 V. Nehmen Sie einen Universal-Reiseadapter mit und prüfen Sie, ob Ihre Ladegeräte diese Spannung unterstützen (Aufschrift 100–240 V); Geräte nur für 230 V, etwa manche Haartrockner, benötigen einen Spannungswandler.',
};
