import type { AwarenessDay } from '../types.js';
import { define, fixed, star, sunEnters, tithi } from './define.js';

const faith = define('cultural', 'religious');

/**
 * The festivals of India's lunisolar calendar that its businesses greet their customers on, each worked out for
 * every year from its month, tithi and time of day as New Delhi's almanacs keep it (see indian-calendar.ts).
 * Each is also listed in the countries where Indian communities keep it publicly, with how they do so there.
 * Diwali and Holi are in faiths.ts, kept worldwide; Buddha Purnima is there too.
 */
export const indianFestivals: AwarenessDay[] = [
  // The Sun's entry into Makara (Capricorn), kept that day when it comes before sunset and the next day when after:
  // kites, sesame and jaggery sweets and holy dips across India.
  faith(
    'makar-sankranti',
    'Makar Sankranti',
    sunEnters(9, 'before-sunset'),
    ['#MakarSankranti', '#Sankranti', '#Uttarayan'],
    ['IN'],
  ),
  // Thai Pongal, the Tamil harvest festival, the first of the Tamil month of Thai: the day the Tamil almanacs have the
  // Sun enter Makara, when that comes before Chennai's sunset, else the next day; hours later than Makar Sankranti's
  // astronomical entry, so a day after it in some years (2026, 2030).
  // In Singapore: the Little India Shopkeepers and Heritage Association and the Indian Heritage Centre hold a month
  // of Pongal events around the day, with the Serangoon Road light-up, cattle in Campbell Lane and pongal cooked
  // and shared in the street.
  // Source: https://www.straitstimes.com/singapore/more-than-800000-people-expected-to-visit-little-india-during-pongal-festivities
  // Source: https://theurbanwire.sg/celebrate-pongal-at-little-india/
  // In South Africa: temples and Tamil cultural societies in KwaZulu-Natal and Johannesburg keep it with songs,
  // dances and pongal cooked in new pots.
  // Source: http://subrygovender.blogspot.com/2016/01/age-old-pongal-festival-also-celebrated.html
  faith(
    'thai-pongal',
    'Thai Pongal',
    sunEnters(9, 'tamil-almanac-before-sunset'),
    ['#Pongal', '#ThaiPongal', '#HappyPongal'],
    ['IN', 'SG', 'ZA'],
  ),
  // The fifth day of Magha's bright fortnight, the first day of spring, for Saraswati, goddess of learning.
  // In Singapore: the Bengali Community (Singapore) holds its Saraswati Puja on the day, with prayers, children's
  // first writing (hate khari), an art competition and a cultural evening.
  // Source: https://bengalics.org/423-2/
  // Source: https://fdocuments.in/document/morning-pooja-0800-hrs-hate-khari-1300-dear-all-the-president-management.html
  // In the United Kingdom: Bengali associations from Croydon to Basingstoke hold Saraswati Puja for Basant
  // Panchami, with drawing competitions for children, prasad and cultural shows.
  // Source: https://www.asian-voice.com/Community/Britain-celebrates-Basant-Panchami-with-much-pomp-and-gaiety
  faith(
    'vasant-panchami',
    'Vasant Panchami',
    tithi('magha', 5, 'sunrise'),
    ['#VasantPanchami', '#SaraswatiPuja'],
    ['IN', 'SG', 'GB'],
  ),
  // The night of Shiva, the fourteenth of Magha's waning fortnight, kept at midnight.
  // In Singapore: the Sri Sivan Temple in Geylang East keeps the night with the Hindu Endowments Board, devotees
  // carrying milk pots from the evening until four in the morning.
  // Source: https://sgtamilan.com/?p=2274
  // Source: https://heb.org.sg/festivals/sivarathri.aspx
  // In the United Arab Emirates: the Shiva temple in Bur Dubai has its busiest day of the year, with queues of
  // tens of thousands, and the Jebel Ali temple fills too.
  // Source: https://telanganatoday.com/om-namah-shivaya-reverberates-in-dubai-temples-on-shivaratri
  // Source: https://gulfnews.com/uae/covid-19-dubai-hindu-temple-to-close-on-maha-shivratri-only-virtual-celebration-1.77508124
  // In South Africa: Durban's Hindus fast and flock to local temples, bathing the Shiva lingam every three hours
  // from 6 p.m. to 6 a.m.
  // Source: https://www.ulwaziprogramme.org/maha-shivaranthri-in-durban/
  // In the United Kingdom: temples such as the Radha Krishna Temple in Stratford, east London, hold a day of
  // worship of Shiva with singing and dancing.
  // Source: https://www.newhamrecorder.co.uk/news/transformer-god-praised-in-stratford-celebrations-3059310
  faith(
    'maha-shivaratri',
    'Maha Shivaratri',
    tithi('magha', 29, 'midnight'),
    ['#MahaShivratri', '#Shivratri'],
    ['IN', 'SG', 'AE', 'ZA', 'GB'],
  ),
  // The first day of Chaitra's bright fortnight, the New Year of the Telugu and Kannada (Ugadi) and Marathi (Gudi
  // Padwa) calendars.
  // In the United Arab Emirates: Telugu and Kannada families visit the Bur Dubai temples at dawn, make Ugadi
  // pachadi and hear the year's almanac read (Panchanga Sravanam) at community events.
  // Source: https://gulfnews.com/going-out/society/ugadi-celebrations-by-telugu-and-kannada-communities-in-dubai-1.2003506
  // Source: https://www.daijiworld.com/news/newsDisplay?newsID=823752
  // In Singapore: the Telangana Cultural Society and the Singapore Telugu Samajam hold Ugadi pujas and almanac
  // readings at the Sengkang and Serangoon Road temples.
  // Source: https://www.thehansindia.com/telangana/ugadi-celebrations-in-singapore-mp-dk-aruna-graces-the-event-958378
  // Source: http://www.maagulf.com/view/32589/latestnews/grand-celebrations-of-ugadi-in-singapore
  // In South Africa: the Andhra Maha Sabha's most important festival, kept at Durban's temples and in Johannesburg.
  // Source: http://www.pressreader.com/south-africa/post-south-africa/20180314/281565176281549
  // Source: https://sakshi.com/news/nri/aasa-ugadi-celebratons-held-johannesburg-1061374
  faith(
    'ugadi-gudi-padwa',
    'Ugadi and Gudi Padwa',
    tithi('chaitra', 1, 'sunrise'),
    ['#Ugadi', '#GudiPadwa'],
    ['IN', 'AE', 'SG', 'ZA'],
  ),
  // Rama's birthday, the ninth of Chaitra's bright fortnight, at midday, when he was born.
  // In Singapore: the Sri Ramar Temple in Changi holds its Sri Rama Navami festival every year.
  // Source: https://kathir.news/amp/nri/--1090379
  // Source: https://numberoneproperty.com/sri-ramar-temple-hinduism/
  // In the United Arab Emirates: the BAPS Hindu Mandir in Abu Dhabi keeps it with Ram bhajans, a midday aarti for
  // Rama's birth and a cultural show.
  // Source: https://www.siasat.com/grand-celebration-of-ram-navami-at-baps-hindu-temple-in-abu-dhabi-3204022/
  // In South Africa: Durban's Hindus mark Rama's birth with Ramayana readings and bhajans, and worshippers come
  // from afar to celebrate Rama in his cradle at the Durban Hindu Temple.
  // Source: https://api.equinoxpub.com/articles/7849
  // In the United Kingdom: Leicester's Hindu temples hold a day of prayers, bhajans and festivities.
  // Source: https://www.gg2.net/hundreds-in-leicester-celebrate-ram-navami/
  faith(
    'ram-navami',
    'Ram Navami',
    tithi('chaitra', 9, 'midday'),
    ['#RamNavami', '#JaiShriRam'],
    ['IN', 'SG', 'AE', 'ZA', 'GB'],
  ),
  // The birthday of Mahavira, the last Jain tirthankara, the thirteenth of Chaitra's bright fortnight.
  // In Singapore: the Singapore Jain Religious Society celebrates with a procession of lamps, a Jain dinner and a
  // cultural show.
  // Source: http://tamilmurasu.com/tabla/jains-celebrate-lord-mahavir-s-birthday
  // In the United Kingdom: Jain associations celebrate in London, from Edgware to the House of Commons, with
  // sermons, children's plays, dances and a vegetarian meal.
  // Source: https://asian-voice.com/News/UK/London/Jain-community-celebrates-Mahavir-Jayanti-in-London
  faith(
    'mahavir-jayanti',
    'Mahavir Jayanti',
    tithi('chaitra', 13, 'sunrise'),
    ['#MahavirJayanti', '#Jainism'],
    ['IN', 'SG', 'GB'],
  ),
  // The Sun's entry into Mesha (Aries), the solar new year: Punjab's harvest festival and the day the Khalsa was
  // founded, kept on the day (sunrise to sunrise) the entry falls in.
  faith(
    'vaisakhi',
    'Vaisakhi',
    sunEnters(0, 'sunrise-to-sunrise'),
    ['#Vaisakhi', '#Baisakhi', '#Khalsa'],
    ['IN'],
  ),
  // In the United Kingdom Sikhs keep Vaisakhi on April 14, with the great Nagar Kirtan processions of Southall and
  // Birmingham on a nearby Sunday.
  // Source: https://visitsouthall.co.uk/Local_Info/vaisakhi_nagar_kirtan.php
  // Source: https://2020.thephoenixnewspaper.com/hands-together-in-handsworth-as-vaisakhi-mela-2015-promises-to-be-bigger-than-ever
  faith('vaisakhi-uk', 'Vaisakhi', fixed(4, 14), ['#Vaisakhi', '#Baisakhi', '#Khalsa'], ['GB']),
  // Puthandu, the Tamil New Year, the first of the Tamil month of Chithirai: the Sun's entry into Mesha, kept that
  // day when it comes before Chennai's sunset and the next day when after.
  // In Singapore: prayers at the Serangoon Road temples, and the Little India shopkeepers' New Year events.
  // Source: https://www.straitstimes.com/singapore/holiday-adds-to-joy-of-tamil-new-year
  // In South Africa: the KwaZulu-Natal Tamil Federation's temple prayers and celebration in Tongaat.
  // Source: https://www.pressreader.com/south-africa/the-mercury-south-africa/20150415/281681138405366
  faith(
    'puthandu',
    'Tamil New Year (Puthandu)',
    sunEnters(0, 'before-sunset-in-chennai'),
    ['#Puthandu', '#TamilNewYear', '#PuthanduVazthukal'],
    ['IN', 'SG', 'ZA'],
  ),
  // Vishu, Kerala's New Year festival in Medam, on the first morning after the Sun enters Mesha, when the family's
  // first sight of the year is the Vishukkani of rice, fruit, gold and golden konna flowers, then the sadya feast.
  // In the United Arab Emirates: Malayali families lay out the Vishukkani, hypermarkets fly in konna flowers and
  // banana leaves, and Kerala restaurants sell out their sadya.
  // Source: https://khaleejtimes.com/uae/malayalees-go-all-out-to-celebrate-vishu-festival
  // Source: http://gulfnews.com/news/gulf/uae/general/traders-fly-in-vegetables-flowers-for-vishu-festival-1.612449
  faith(
    'vishu',
    'Vishu',
    sunEnters(0, 'first-sunrise-after'),
    ['#Vishu', '#HappyVishu', '#Vishukkani'],
    ['IN', 'AE'],
  ),
  // The third of Vaishakha's bright fortnight, kept in the forenoon, the year's most auspicious day to buy gold.
  // In the United Arab Emirates: Hindu and Jain expatriates crowd Dubai's jewellers (Malabar, Siroya, Liali), who
  // run offers and take bookings for the day.
  // Source: https://www.khaleejtimes.com/uae/uae-expats-opt-to-buy-gold-online-for-akshaya-tritiya-festival
  // Source: https://www.indiaweekly.biz/why-indians-rushing-to-dubai-to-buy-gold/
  // In Singapore: jewellers and the Indian community's press promote the day to buy gold, with pieces reserved
  // ahead for crowded stores.
  // Source: https://www.arthesdam.com.sg/blogs/news/akshaya-trinity-2023
  // Source: https://localnewsingapore.com/its-time-for-gold
  faith(
    'akshaya-tritiya',
    'Akshaya Tritiya',
    tithi('vaishakha', 3, 'midday'),
    ['#AkshayaTritiya', '#GoldJewellery'],
    ['IN', 'AE', 'SG'],
  ),
  // The full moon of Ashadha, when students honour their teachers.
  // In South Africa: the Divine Life Society holds chanting, arati and satsang at its Durban ashrams, drawing
  // hundreds of devotees from around the country.
  // Source: https://www.sivananda.dls.org.za/news/news-reports/item/476-report-guru-purnima-2023.html
  // In the United Kingdom: the BAPS Shri Swaminarayan Mandir in London celebrates with devotional singing,
  // speeches and dance.
  // Source: https://baps.org/News/2013/Guru-Purnima-Celebrations-2013-5111.aspx
  faith(
    'guru-purnima',
    'Guru Purnima',
    tithi('ashadha', 15, 'sunrise'),
    ['#GuruPurnima', '#Gurus'],
    ['IN', 'ZA', 'GB'],
  ),
  // The full moon of Shravana, when sisters tie a rakhi on their brothers' wrists, in the afternoon after Bhadra.
  // In Singapore: the Hindu Centre holds a yearly Raksha Bandhan programme with rakhi-tying and rakhi-making
  // competitions, backed by more than 20 organisations.
  // Source: http://onlinevoice.info/?p=4254
  // In the United Arab Emirates: Dubai's gift shops, confectioners and supermarkets sell more rakhis, sweets and
  // gifts, and the BAPS Hindu Mandir in Abu Dhabi holds a rakhi-tying celebration.
  // Source: https://www.khaleejtimes.com/uae/raksha-bandhan-being-celebrated-today
  // Source: https://www.siasat.com/uae-indian-expats-celebrate-raksha-bandhan-at-baps-mandir-3081815/
  // In South Africa: Hindu groups in KwaZulu-Natal hold Raksha Bandhan unity festivals, and families hold a
  // rakhi pooja at home.
  // Source: https://citizen.co.za/northern-natal-news/uncategorized/2015/08/20/celebrating-brotherly-and-sisterly-love
  // Source: http://www.pressreader.com/south-africa/post-south-africa/20180822/282278141183028
  // In the United Kingdom: Hindu groups tie rakhis on police officers, firefighters, nurses and the armed forces,
  // and the Hindu Council of Wales holds a yearly ceremony.
  // Source: https://britishhindus.org.uk/hindus-express-gratitude-for-public-service-on-raksha-bandhan
  // Source: https://www.easterneye.biz/hindu-council-of-wales-celebrates-raksha-bandhan/
  faith(
    'raksha-bandhan',
    'Raksha Bandhan',
    tithi('shravana', 15, 'afternoon-after-bhadra'),
    ['#RakshaBandhan', '#Rakhi'],
    ['IN', 'SG', 'AE', 'ZA', 'GB'],
  ),
  // Krishna's birthday, the eighth of the waning fortnight after Shravana's full moon.
  // In Singapore: Sri Krishna Mandir in Geylang holds an evening of kirtan, cultural performances, an abhishek and
  // a midnight arati, and Shree Lakshmi Narayan Temple on Chander Road marks it too.
  // Source: https://srikrishnamandir.org/krishna-janmashtami/
  // Source: http://www.happywink.org/janmashtami/singapore.html
  // In the United Arab Emirates: thousands mark it at the BAPS Hindu Mandir in Abu Dhabi and at community events
  // across the capital and Al Ain.
  // Source: https://khaleejtimes.com/uae/abu-dhabi/expats-celebrate-janmashtami-at-abu-dhabi-temple-site-
  // In South Africa: the Hare Krishna Temple in Chatsworth, Durban, draws thousands for a day and night of worship,
  // cultural shows and a midnight arati.
  // Source: https://thepost.co.za/community-news/2025-08-08-hare-krishna-temple-to-host-colourful-krishna-janmashtami-celebrations
  // In the United Kingdom: Bhaktivedanta Manor near Watford holds one of the largest Janmashtami festivals
  // outside India, with tens of thousands of visitors.
  // Source: https://www.dailymail.co.uk/news/article-2028707/Sixty-thousand-attend-Hindu-festival-Bhaktivedanta-Manor.html
  faith(
    'janmashtami',
    'Janmashtami',
    tithi('shravana', 23, 'sunrise'),
    ['#Janmashtami', '#KrishnaJanmashtami'],
    ['IN', 'SG', 'AE', 'ZA', 'GB'],
  ),
  // Thiruvonam, the day of the Shravana nakshatra in the Malayalam month of Chingam: the high day of Onam,
  // Kerala's harvest festival, with flower carpets and the Onasadya feast.
  // In the United Arab Emirates: Kerala's expatriates queue for hours at Karama's restaurants for the Onasadya,
  // which hypermarkets and restaurants sell by the ten thousand, and offices lay flower carpets.
  // Source: https://khaleejtimes.com/uae/uae-hour-long-queues-sold-out-meals-sea-of-gold-and-white-how-indian-expats-celebrated-onam
  // Source: http://gulfnews.com/news/uae/culture/from-dubai-mall-to-construction-sites-malayalees-savour-onasadhya-1.2084800
  faith('onam', 'Onam', star(21, 4), ['#Onam', '#HappyOnam', '#Onasadya'], ['IN', 'AE']),
  // Ganesha's birthday, the fourth of Bhadrapada's bright fortnight, at midday; ten days of festival follow.
  // In Singapore: the Maharashtra Mandal holds Ganeshotsav with Marathi dance and music, immersing the idol on
  // the last day.
  // Source: http://www.asiaone.com/singapore/festive-quarter
  // In the United Arab Emirates: expats buy idols from the shops of Bur Dubai and Meena Bazaar and hold pujas at
  // temples and community halls in Dubai and Abu Dhabi.
  // Source: https://www.khaleejtimes.com/article/indian-expats-in-uae-begin-ganesh-chaturti-celebrations
  // Source: https://gulfnews.com/uae/indian-expats-in-dubai-call-for-eco-friendly-conclusion-to-ganesh-festival-1.66293707
  // In South Africa: prayers are held in homes and temples, and Durban's Hindu organisations carry Ganesha in a
  // float procession and immerse an idol in the Indian Ocean.
  // Source: https://pluralism.org/news/countrys-first-ganesha-immersion-celebrated-durban
  // Source: http://lordganesha.co.za/home.html
  // In the United Kingdom: the Shree Karpaga Vinayagar Temple carries a Ganesha statue in procession to the sea
  // at Clacton-on-Sea for immersion.
  // Source: https://www.clactonandfrintongazette.co.uk/news/23785203.hindu-ganesa-visarjan-festival-returns-clacton/
  faith(
    'ganesh-chaturthi',
    'Ganesh Chaturthi',
    tithi('bhadrapada', 4, 'midday'),
    ['#GaneshChaturthi', '#GanpatiBappaMorya'],
    ['IN', 'SG', 'AE', 'ZA', 'GB'],
  ),
  // The first of the nine nights of the goddess, the first day of Ashvin.
  // In Singapore: Navaratri is kept in homes with kolu doll displays and at temples such as Sri Srinivasa Perumal,
  // Sri Veeramakaliamman and Sri Mariamman with nine nights of music and dance.
  // Source: https://eresources.nlb.gov.sg/infopedia/articles/SIP_2018-09-19_141345.html?s=Customs
  // Source: https://heb.org.sg/festivals/navarathiri.aspx
  // In the United Arab Emirates: Garba and Dandiya nights at Zabeel Park, Al Mamzar and hotels draw thousands,
  // and Meena Bazaar's shops and tailors are busy with the costumes.
  // Source: https://gulfnews.com/uae/indian-expats-in-uae-celebrate-navratri-1.90790417
  // Source: http://gulfnews.com/news/uae/general/navratri-festival-set-to-rock-dubai-as-expats-celebrate-with-dance-1.540454
  // In South Africa: Durban's temples hold nightly prayers through the nine nights of the goddess.
  // Source: https://www.fhds.co.za/event_detail_navaratri.html
  // Source: https://www.bhaktimarga.co.za/events/event/navaratri-2018/
  // In the United Kingdom: Leicester holds some of the largest celebrations outside India, with nights of Garba
  // and Raas dancing, as do Harrow, Manchester and other towns.
  // Source: http://news.bbc.co.uk/2/hi/uk_news/england/leicestershire/3146704.stm
  // Source: https://ndtv.com/world-news/indians-in-uk-begin-navratri-celebrations-401911
  faith(
    'navratri-begins',
    'Navratri Begins',
    tithi('ashvin', 1, 'sunrise'),
    ['#Navratri', '#ShardiyaNavratri'],
    ['IN', 'SG', 'AE', 'ZA', 'GB'],
  ),
  // The tenth of Ashvin, the victory of Rama over Ravana, kept through the afternoon.
  // In the United Arab Emirates: Indian expats mark Dussehra as the close of Durga Puja in Dubai, with Sindhur
  // Khela and the farewell to the goddess.
  // Source: https://gulfnews.com/uae/indian-expats-mark-dussehra-in-uae-while-engaging-in-community-traditions-1.82947320
  // In the United Kingdom: Leicester burns a towering effigy of Ravana in Belgrave, with fireworks, fairground
  // rides and stage shows, for thousands of onlookers.
  // Source: http://equalitydiversityofficer.blogspot.com/2012/10/festival-celebrating-defeat-of-evil.html
  // Source: https://lucypeel.com/2010/10/19/the-festival-of-dashera-victory-of-good-over-evil/
  faith(
    'dussehra',
    'Dussehra',
    tithi('ashvin', 10, 'afternoon'),
    ['#Dussehra', '#VijayaDashami'],
    ['IN', 'AE', 'GB'],
  ),
  // Married women fast from sunrise to moonrise, the fourth day after Ashvin's full moon.
  // In Singapore: jewellers such as Mustafa promote the day, when women dress up, wear henna and hold Karva Chauth
  // gatherings.
  // Source: https://mustafajewellery.com/moonlit-in-gold-celebrating-karva-chauth-in-singapore/
  // In the United Arab Emirates: Indian women fast from sunrise to moonrise and gather for the evening prayers.
  // Source: https://gulfnews.com/uae/indian-expat-women-in-uae-celebrate-karwa-chauth-1.83179108
  faith(
    'karva-chauth',
    'Karva Chauth',
    tithi('ashvin', 19, 'sunrise'),
    ['#KarvaChauth', '#KarwaChauth'],
    ['IN', 'SG', 'AE'],
  ),
  // Dhanteras, the thirteenth of the waning fortnight two days before Diwali, kept in the evening: the first day of
  // Diwali, when families buy gold, silver and new utensils.
  // In the United Arab Emirates: Indians crowd the Gold Souk and Bur Dubai's jewellers, which open early and take
  // bookings weeks ahead; the Dubai Gold & Jewellery Group runs its Diwali offers with Dubai Tourism.
  // Source: https://telanganatoday.com/increase-in-footfall-of-indians-at-gold-shops-in-dubai-on-dhanteras
  // Source: https://www.rough-polished.com/en/news/115527.html
  faith(
    'dhanteras',
    'Dhanteras',
    tithi('ashvin', 28, 'evening'),
    ['#Dhanteras', '#Dhantrayodashi'],
    ['IN', 'AE'],
  ),
  // The evening offering to the setting Sun, the sixth of Kartika's bright fortnight, in Bihar and beyond.
  // In Singapore: the BiJhar association of families from Bihar and Jharkhand makes the offerings to the setting
  // and rising sun over two days.
  // Source: https://www.tabla.com.sg/community/events/faith-and-culture-shine-bijhar-associations-chhath-puja
  // In the United Arab Emirates: devotees from Bihar and eastern Uttar Pradesh make the offerings on beaches in
  // Dubai, Sharjah, Ajman and Abu Dhabi.
  // Source: https://indiatribune.com/chhath-puja-in-uae-passing-cultural-identity-to-next-generation/
  // In the United Kingdom: the Sri Venkateswara Balaji temple in Birmingham hosts the offerings for hundreds of
  // families from Bihar, Jharkhand and eastern Uttar Pradesh.
  // Source: https://patnapress.com/from-san-francisco-to-mauritius-chhath-puja-celebrated-worldwide-by-bihari-community
  faith(
    'chhath-puja',
    'Chhath Puja',
    tithi('kartika', 6, 'sunrise'),
    ['#ChhathPuja', '#Chhath'],
    ['IN', 'SG', 'AE', 'GB'],
  ),
  // Guru Nanak's birthday (Gurpurab), the full moon of Kartika.
  // In Singapore: the Sikh community celebrates at its seven gurdwaras, for the 550th anniversary with a float
  // procession through Chinatown, Little India and Orchard Road.
  // Source: https://www.straitstimes.com/singapore/singaporean-sikhs-pay-homage-to-guru-nanak-the-founder-of-their-religion-on-his-550th
  // In the United Arab Emirates: Guru Nanak Darbar in Jebel Ali, Dubai, holds a day of prayers and langar for more
  // than 10,000 devotees.
  // Source: https://www.khaleejtimes.com/kt-network/guru-nanak-darbar-dubai-marks-guru-nanaks-birth-anniversary
  // In the United Kingdom: Southall's yearly Nagar Kirtan procession draws thousands, with free food stalls
  // along the route.
  // Source: http://ealing-broadway.co.uk/Events/201211/Southall-Nagar-Kirtan
  // Source: https://news.biharprabha.com/2015/12/sikhs-in-southall-celebrate-guru-nanaks-birth-anniversary
  faith(
    'guru-nanak-jayanti',
    'Guru Nanak Jayanti',
    tithi('kartika', 15, 'sunrise'),
    ['#GuruNanakJayanti', '#Gurpurab'],
    ['IN', 'SG', 'AE', 'GB'],
  ),
];
