/**
 * One sentence on what a day is for or where it comes from, by dataset id: the Informative tone opens with
 * it, and a provider's prompt carries it. Each is a fact a business can post without checking it again, so a
 * day whose origin is disputed has none.
 */
export const DAY_FACTS: Readonly<Record<string, string>> = {
  // Food and drink
  'world-bread-day':
    'World Bread Day was started in 2006 by the International Union of Bakers and Bakers-Confectioners, on the anniversary of the founding of the UN Food and Agriculture Organization.',
  // The Gulf's star calendar, as the Emirates Astronomy Society dates its seasons
  'durr-al-sittin-uae':
    "Durr Al Sittin, the sixtieth ten days of winter in the Gulf's Durour calendar, is the coldest stretch of the year in Emirati tradition.",
  'al-shabt-uae':
    'Al Shabt, the coldest season of the Gulf star calendar, runs from January 15 to February 10, when the north winds bite hardest.',
  'al-sharatan-uae':
    'The dawn rising of Al Sharatan on May 12 opens summer in the Gulf star calendar, when the first dates, figs and mangoes ripen.',
  'jamrat-al-qaiz-uae':
    'Jamrat Al Qaiz, "the ember of summer", is the hottest season of the Arabian Peninsula, from July 3 to August 10.',
  'al-mirzam-uae':
    'Al Mirzam, the star Sirius, rises at dawn on July 29 with the last wave of the summer heat and the date harvest.',
  'suhail-rises-uae':
    'Suhail, the star Canopus, rises over the Emirates around August 24, and an old saying holds that when Suhail rises the nights cool down.',
  'al-wasm-season-uae':
    'Al Wasm, from October 16 to early December, is the mild season of the first rains, when the desert turns green.',
  'al-murabbaniya-uae':
    'Al Murabbaniya, the first forty days of winter in the Gulf star calendar, begins with the dawn rising of Ikleel Al Aqrab on December 7.',
  'yakiniku-day':
    "Yakiniku Day was set in 1993 by Japan's national association of yakiniku restaurants: 8-2-9 reads ya-ki-ni-ku.",
  'world-food-day':
    'World Food Day marks the founding of the UN Food and Agriculture Organization on October 16, 1945.',
  'world-food-safety-day': 'World Food Safety Day was set by the UN General Assembly in 2018.',
  'international-coffee-day':
    'International Coffee Day was launched by the International Coffee Organization in 2015 to celebrate coffee and the farmers who grow it.',
  'world-pasta-day':
    'World Pasta Day was first celebrated in 1995, at the first World Pasta Congress in Rome.',
  'world-vegan-day':
    'World Vegan Day was started in 1994 to mark fifty years since the founding of The Vegan Society in the UK.',
  'national-donut-day':
    'National Donut Day began in 1938 to honor the Salvation Army volunteers who served doughnuts to soldiers in the First World War.',
  oktoberfest:
    'Oktoberfest began in Munich in 1810 as the celebration of the wedding of Crown Prince Ludwig of Bavaria and Princess Therese.',
  'world-milk-day': 'World Milk Day was established by the UN Food and Agriculture Organization in 2001.',
  'international-tea-day': 'International Tea Day on May 21 was set by the UN General Assembly in 2019.',
  'world-egg-day': 'World Egg Day was started by the International Egg Commission in 1996.',
  'world-vegetarian-day':
    'World Vegetarian Day was started by the North American Vegetarian Society in 1977.',
  'international-chefs-day':
    'International Chefs Day was started in 2004 by the chef Bill Gallagher, then president of Worldchefs.',

  // Celebrations and culture
  'pi-day':
    'Pi Day falls on March 14 because its month and day, three and fourteen, match the first digits of pi, 3.14.',
  'valentines-day':
    "Valentine's Day is named after Saint Valentine and has been tied to romantic love since the Middle Ages.",
  halloween:
    "Halloween, the eve of All Saints' Day, grew from the Celtic festival of Samhain, which marked the end of the harvest.",
  'st-patricks-day':
    "Saint Patrick's Day honors the patron saint of Ireland on the traditional date of his death.",
  'star-wars-day': 'Star Wars Day comes from the pun "May the Fourth be with you".',
  'world-emoji-day':
    'World Emoji Day is held on July 17, the date shown on the calendar emoji on many phones.',
  'world-smile-day':
    'World Smile Day was created by Harvey Ball, the artist who drew the yellow smiley face in 1963.',
  'world-photography-day':
    'World Photography Day falls on August 19, the day in 1839 France presented the daguerreotype process as a gift to the world.',
  'international-cat-day':
    'International Cat Day was created in 2002 by the International Fund for Animal Welfare.',
  'international-dog-day':
    'International Dog Day was founded in 2004 by the pet lifestyle expert Colleen Paige.',
  'world-animal-day':
    'World Animal Day falls on October 4, the feast day of Saint Francis of Assisi, patron saint of animals.',
  'world-kindness-day': 'World Kindness Day was introduced in 1998 by the World Kindness Movement.',
  'world-book-and-copyright-day':
    'World Book and Copyright Day falls on April 23, the date in 1616 on which both Cervantes and Shakespeare died.',
  'world-book-day-uk':
    'World Book Day in the UK and Ireland gives every child a token towards a book of their own.',
  'international-mother-language-day':
    "International Mother Language Day was set by UNESCO in 1999 to promote the world's languages.",
  'mothers-day': "Mother's Day in its modern form was started by Anna Jarvis in the United States in 1908.",
  'mothering-sunday':
    'Mothering Sunday, on the fourth Sunday of Lent, began as the day people returned to their mother church.',
  'fathers-day':
    "Father's Day was first celebrated in Spokane, Washington, in 1910, thanks to Sonora Smart Dodd.",
  'pride-month': 'Pride Month is held in June in memory of the Stonewall uprising in New York in June 1969.',
  'black-history-month-us':
    'Black History Month grew from Negro History Week, which the historian Carter G. Woodson started in February 1926.',
  'black-history-month-uk': 'Black History Month has been marked in the UK every October since 1987.',
  'notting-hill-carnival':
    'Notting Hill Carnival has celebrated Caribbean culture in the streets of west London since 1966.',
  'burns-night':
    'Burns Night celebrates the Scottish poet Robert Burns on his birthday, January 25, with haggis and poetry.',
  'st-davids-day': "Saint David's Day honors the patron saint of Wales on the traditional date of his death.",
  'st-georges-day': "Saint George's Day honors the patron saint of England.",
  'st-andrews-day': "Saint Andrew's Day honors the patron saint of Scotland.",
  'bonfire-night':
    'Bonfire Night recalls the failure of the Gunpowder Plot to blow up Parliament on November 5, 1605.',
  'cinco-de-mayo': "Cinco de Mayo recalls the Mexican army's victory at the Battle of Puebla on May 5, 1862.",
  'day-of-the-dead':
    'Day of the Dead is a Mexican tradition of honoring loved ones who have died, with altars, marigolds and pan de muerto.',
  'world-poetry-day': 'World Poetry Day was declared by UNESCO in 1999.',
  'international-childrens-book-day':
    "International Children's Book Day falls on April 2, the birthday of Hans Christian Andersen.",
  'world-art-day': 'World Art Day falls on April 15, the birthday of Leonardo da Vinci.',
  'international-dance-day':
    'International Dance Day falls on April 29, the birthday of the ballet master Jean-Georges Noverre.',
  'international-jazz-day': 'International Jazz Day was proclaimed by UNESCO in 2011.',
  'world-laughter-day':
    'World Laughter Day was started in 1998 by Dr Madan Kataria, who founded the Laughter Yoga movement.',
  'international-museum-day':
    'International Museum Day has been organized by the International Council of Museums since 1977.',
  'left-handers-day': 'International Left-Handers Day was first held in 1976.',
  'world-hello-day':
    'World Hello Day began in 1973, in response to the conflict between Egypt and Israel, to show that talking can resolve conflict.',
  'world-thinking-day':
    'World Thinking Day falls on February 22, the shared birthday of Robert and Olave Baden-Powell, founders of Scouting and Guiding.',

  // Awareness and health
  'world-heart-day':
    "World Heart Day is run by the World Heart Federation: heart disease is the world's leading cause of death, and much of it can be prevented.",
  'world-health-day':
    'World Health Day marks the founding of the World Health Organization on April 7, 1948.',
  'world-cancer-day':
    'World Cancer Day is led by the Union for International Cancer Control to encourage the prevention, detection and treatment of cancer.',
  'world-mental-health-day':
    'World Mental Health Day was first held in 1992 by the World Federation for Mental Health.',
  'national-nurses-day':
    "National Nurses Day opens National Nurses Week in the United States, which ends on May 12, Florence Nightingale's birthday.",
  'international-nurses-day':
    'International Nurses Day is held on May 12, the birthday of Florence Nightingale.',
  movember:
    "Movember began in Australia in 2003 and asks men to grow a moustache in November to raise money for men's health.",
  'macmillan-coffee-morning':
    'Macmillan Coffee Morning raises money for Macmillan Cancer Support, whose first coffee morning was held in 1990.',
  'world-teachers-day':
    "World Teachers' Day has been held since 1994, on the anniversary of the 1966 UNESCO and ILO recommendation on the status of teachers.",
  'international-womens-day':
    "International Women's Day has been marked for more than a century, and by the United Nations since 1975.",
  'international-day-of-happiness':
    'The International Day of Happiness was set by the United Nations in 2012 and first marked in 2013.',
  'world-water-day': 'World Water Day has been held by the United Nations every March 22 since 1993.',
  'earth-day': 'Earth Day was first held on April 22, 1970, and is now marked in more than 190 countries.',
  'world-environment-day':
    'World Environment Day is led by the UN Environment Programme and has been held every June 5 since 1973.',
  'world-tourism-day':
    'World Tourism Day has been held since 1980, on the anniversary of the founding statutes of UN Tourism.',
  'holocaust-remembrance-day':
    'International Holocaust Remembrance Day falls on January 27, the day Auschwitz-Birkenau was liberated in 1945.',
  'world-oceans-day':
    'World Oceans Day was proposed at the 1992 Earth Summit in Rio de Janeiro and recognized by the United Nations in 2008.',
  'world-bee-day':
    'World Bee Day falls on May 20, the birthday of Anton Jan\u0161a, a Slovenian pioneer of modern beekeeping.',
  'world-bicycle-day': 'World Bicycle Day was set by the UN General Assembly in 2018.',
  'international-day-of-yoga':
    'The International Day of Yoga has been held on June 21 since 2015, after India proposed it at the United Nations.',
  'international-day-of-friendship':
    'The International Day of Friendship was proclaimed by the UN General Assembly in 2011.',
  'international-youth-day': 'International Youth Day was first held in 2000, after a UN resolution of 1999.',
  'international-literacy-day':
    'International Literacy Day was proclaimed by UNESCO in 1966 and first held in 1967.',
  'international-day-of-peace':
    'The International Day of Peace was established by the United Nations in 1981.',
  'world-rabies-day':
    'World Rabies Day falls on September 28, the anniversary of the death of Louis Pasteur, who made the first rabies vaccine.',
  'world-post-day': 'World Post Day marks the founding of the Universal Postal Union in Bern in 1874.',
  'united-nations-day': 'United Nations Day marks the day the UN Charter came into force, October 24, 1945.',
  'world-diabetes-day':
    'World Diabetes Day falls on November 14, the birthday of Frederick Banting, who co-discovered insulin.',
  'world-childrens-day':
    "World Children's Day marks the day the UN adopted the Convention on the Rights of the Child in 1989.",
  'world-aids-day': 'World AIDS Day, held since 1988, was the first global health day.',
  'international-volunteer-day': 'International Volunteer Day has been held every December 5 since 1986.',
  'human-rights-day':
    'Human Rights Day marks the adoption of the Universal Declaration of Human Rights on December 10, 1948.',
  'international-mountain-day': 'International Mountain Day has been held every December 11 since 2003.',
  'world-soil-day': 'World Soil Day has been held every December 5 since 2014.',
  'world-wildlife-day':
    'World Wildlife Day marks the signing of the CITES convention on trade in endangered species on March 3, 1973.',
  'international-day-of-forests':
    'The International Day of Forests was set by the UN General Assembly in 2012.',
  'world-down-syndrome-day':
    'World Down Syndrome Day falls on March 21, the 21st day of the 3rd month, for the three copies of chromosome 21.',
  'world-autism-awareness-day': 'World Autism Awareness Day was set by the UN General Assembly in 2007.',
  'world-press-freedom-day': 'World Press Freedom Day was proclaimed by the UN General Assembly in 1993.',
  'world-no-tobacco-day': 'World No Tobacco Day was created by the World Health Organization in 1987.',
  'world-blood-donor-day':
    'World Blood Donor Day falls on June 14, the birthday of Karl Landsteiner, who discovered the ABO blood groups.',
  'world-refugee-day':
    'World Refugee Day has been held every June 20 since 2001, fifty years after the Refugee Convention.',
  'world-population-day': 'World Population Day was started by the UN Development Programme in 1989.',
  'nelson-mandela-day':
    'Nelson Mandela International Day, on his birthday, asks everyone to give 67 minutes of service, one for each year he served.',
  'world-elephant-day': 'World Elephant Day was launched in 2012.',
  'international-day-of-charity':
    'The International Day of Charity falls on September 5, the anniversary of the death of Mother Teresa.',
  'international-day-of-the-girl':
    'The International Day of the Girl Child was set by the UN General Assembly in 2011.',
  'world-toilet-day': 'World Toilet Day was made an official UN day in 2013.',
  'persons-with-disabilities-day':
    'The International Day of Persons with Disabilities was proclaimed by the United Nations in 1992.',
  'world-wetlands-day':
    'World Wetlands Day marks the signing of the Ramsar Convention on wetlands on February 2, 1971.',
  'world-radio-day':
    'World Radio Day falls on February 13, the day United Nations Radio began broadcasting in 1946.',
  'women-and-girls-in-science':
    'The International Day of Women and Girls in Science was set by the UN General Assembly in 2015.',
  'world-braille-day': 'World Braille Day falls on January 4, the birthday of Louis Braille.',
  'international-day-of-education':
    'The International Day of Education was proclaimed by the UN General Assembly in 2018.',
  'international-mens-day':
    "International Men's Day was relaunched in Trinidad and Tobago in 1999 and focuses on the health and well-being of men and boys.",

  // Commercial days
  'black-friday':
    'Black Friday, the day after US Thanksgiving, opens the Christmas shopping season with the best-known sales of the year.',
  'cyber-monday':
    'Cyber Monday, the Monday after US Thanksgiving, was named in 2005 for the online deals that follow Black Friday.',
  'giving-tuesday':
    'Giving Tuesday began in 2012 as a day of giving after the shopping days of Black Friday and Cyber Monday.',
  'small-business-saturday-us':
    'Small Business Saturday was started by American Express in 2010 to encourage people to shop at local businesses.',
  'small-business-saturday-uk':
    'Small Business Saturday, on the first Saturday of December, asks people to shop at local businesses; the UK has kept it since 2013.',
  'super-bowl-sunday':
    "Super Bowl Sunday, the day of the NFL's championship game, is one of the year's biggest days for food orders and watch parties in the US.",
  'singles-day':
    "Singles' Day, on 11/11, began as a student celebration in China and became the world's biggest online shopping day.",
  'boxing-day':
    'Boxing Day is said to take its name from the Christmas boxes once given to tradespeople on the day after Christmas.',
  'nine-nine-sale':
    "The 9.9 Sale opens South-East Asia's year-end run of online sales on the days whose number is the month's, ahead of 10.10, 11.11 and 12.12.",
  'twelve-twelve-sale':
    "The 12.12 Sale is the last of South-East Asia's year-end online sales on the days whose number is the month's, after 9.9, 10.10 and 11.11.",

  // Faiths
  nowruz:
    'Nowruz, the Persian New Year, begins the year on the day of the March equinox and has been celebrated for more than 3,000 years.',
  'bahai-new-year':
    "Naw-Rúz, the Bahá'í New Year, falls on the day of the March equinox and ends the nineteen days of the Bahá'í Fast.",
  'birth-of-the-bab':
    "The Birth of the Báb, the herald of the Bahá'í Faith, is the first of the Twin Holy Birthdays, kept on consecutive days.",
  'birth-of-bahaullah':
    "The Birth of Bahá'u'lláh, the founder of the Bahá'í Faith, born in Tehran in 1817, is the second of the Twin Holy Birthdays.",
  'rizal-day-uae-singapore':
    "Rizal Day marks the execution of José Rizal, the Philippines' national hero, in Manila on December 30, 1896.",
  'lunar-new-year':
    'Lunar New Year begins on the new moon of the first month of the Chinese calendar and is celebrated until the Lantern Festival, fifteen days later.',
  'chinese-new-years-eve-singapore':
    "Chinese New Year's Eve is the last day of the lunar year, when families gather for the reunion dinner, the most important meal of the year.",
  thaipusam:
    'Thaipusam honours Lord Murugan by the full moon of the Tamil month of Thai, when devotees carry milk pots and kavadis to fulfil their vows.',
  'ramadan-begins':
    'Ramadan is the ninth month of the Islamic calendar, in which Muslims fast from dawn to sunset.',
  'eid-al-fitr':
    'Eid al-Fitr, the Festival of Breaking the Fast, ends Ramadan with prayers, family visits, food and gifts.',
  'eid-al-adha':
    'Eid al-Adha, the Festival of Sacrifice, is celebrated during the Hajj pilgrimage and honors the faith of Ibrahim.',
  'islamic-new-year': 'The Islamic New Year opens Muharram, the first month of the Islamic calendar.',
  diwali:
    'Diwali, the festival of lights, celebrates the victory of light over darkness with lamps, sweets, fireworks and family gatherings.',
  'makar-sankranti':
    "Makar Sankranti marks the Sun's entry into Capricorn and the lengthening days, with kites, sesame and jaggery sweets and holy dips.",
  'thai-pongal':
    'Thai Pongal gives thanks for the harvest on the first day of the Tamil month of Thai, when new rice is boiled with milk and jaggery until the pot overflows.',
  puthandu:
    'Puthandu, the Tamil New Year, begins the month of Chithirai, when the Sun enters Aries in the sidereal zodiac.',
  vishu:
    "Vishu is Kerala's New Year festival, whose first sight at dawn, the Vishukkani, is meant to bring a year of plenty.",
  vaisakhi:
    'Vaisakhi is the harvest festival of Punjab and the day Guru Gobind Singh founded the Khalsa, in 1699.',
  'vaisakhi-uk':
    'Vaisakhi is the harvest festival of Punjab and the day Guru Gobind Singh founded the Khalsa, in 1699.',
  'vasant-panchami':
    'Vasant Panchami welcomes spring and honors Saraswati, the goddess of knowledge, music and the arts, with yellow clothes and sweets.',
  'maha-shivaratri':
    'Maha Shivaratri, the great night of Shiva, is kept with fasting, prayer and an all-night vigil.',
  'ugadi-gudi-padwa':
    'Ugadi and Gudi Padwa open the new year of the Telugu, Kannada and Marathi calendars on the first day of Chaitra.',
  'ram-navami': 'Ram Navami celebrates the birth of Rama, hero of the Ramayana, on the ninth day of Chaitra.',
  'mahavir-jayanti':
    'Mahavir Jayanti celebrates the birth of Mahavira, the twenty-fourth and last tirthankara of Jainism.',
  'akshaya-tritiya':
    'Akshaya Tritiya is held to bring lasting good fortune to whatever is begun or bought on it, which makes it a great day for buying gold.',
  'guru-purnima': 'Guru Purnima, the full moon of Ashadha, is the day to honor teachers and mentors.',
  'raksha-bandhan':
    "On Raksha Bandhan sisters tie a rakhi on their brothers' wrists, and brothers promise to look out for them.",
  janmashtami:
    'Janmashtami celebrates the birth of Krishna, traditionally at midnight, with fasting, songs and the breaking of the dahi handi.',
  onam: "Onam, Kerala's harvest festival, welcomes home the legendary King Mahabali with flower carpets and the Onasadya feast.",
  'ganesh-chaturthi':
    'Ganesh Chaturthi celebrates the birth of Ganesha, remover of obstacles, with festivities that end when his statues are immersed in water.',
  'navratri-begins':
    'Navratri, the festival of nine nights, honors the goddess Durga with fasting, prayer and garba and dandiya dances.',
  dussehra:
    "Dussehra, or Vijayadashami, marks Rama's victory over Ravana, the triumph of good over evil, often with the burning of Ravana's effigies.",
  'karva-chauth':
    "On Karva Chauth married women fast from sunrise until they see the moon, praying for their husbands' long life.",
  dhanteras:
    'Dhanteras opens the five days of Diwali and is traditionally the day to buy gold, silver or new kitchen utensils.',
  'chhath-puja':
    'Chhath Puja honors the Sun with offerings made at sunset and sunrise from the banks of rivers and ponds, after days of fasting.',
  'guru-nanak-jayanti':
    'Guru Nanak Jayanti celebrates the birth of Guru Nanak, founder of Sikhism, with processions, prayers and langar, the community meal.',
  vesak:
    'Vesak, on the full moon of the month of Vaishakha, remembers the birth, enlightenment and passing of the Buddha; the UN has marked it since 1999.',
  'buddha-purnima':
    'Buddha Purnima, the full moon of Vaishakha, remembers the birth, enlightenment and passing of the Buddha.',
  holi: 'Holi, the festival of colors, welcomes spring with colored powder, music and food shared with friends.',
  hanukkah:
    'Hanukkah, the Jewish festival of lights, lasts eight nights and recalls the rededication of the Temple in Jerusalem.',
  'rosh-hashanah':
    'Rosh Hashanah is the Jewish New Year, traditionally marked with apples dipped in honey for a sweet year.',
  'yom-kippur':
    'Yom Kippur, the Day of Atonement, is the holiest day of the Jewish year, kept with a fast of about 25 hours and prayer.',
  'qingming-festival':
    "Qingming, the Clear and Bright festival of the Chinese solar calendar, is when families sweep their ancestors' graves and make offerings.",
  purim:
    'Purim recalls how Queen Esther saved the Jews of Persia, and is kept with costumes, gifts of food and hamantaschen pastries.',
  passover: 'Passover recalls the Exodus of the Israelites from Egypt and opens with the Seder meal.',
  'easter-sunday':
    'Easter Sunday celebrates the resurrection of Jesus and falls on the first Sunday after the spring full moon.',
  'orthodox-easter':
    'Orthodox Easter is reckoned by the Julian calendar, so it often falls a week or more after Western Easter.',
  'orthodox-christmas':
    'Orthodox Christmas falls on January 7 for the churches that keep the Julian calendar.',
  'shrove-tuesday':
    'Shrove Tuesday, the day before Lent begins, is when households traditionally used up their eggs, butter and sugar, hence the pancakes.',

  // The Chinese calendar's solar terms
  lichun:
    'Lichun, the Start of Spring, is the first of the 24 solar terms of the Chinese calendar, when the Sun reaches 315 degrees of longitude.',
  lixia: 'Lixia, the Start of Summer, is the solar term at which the Sun reaches 45 degrees of longitude.',
  liqiu: 'Liqiu, the Start of Autumn, is the solar term at which the Sun reaches 135 degrees of longitude.',
  lidong: 'Lidong, the Start of Winter, is the solar term at which the Sun reaches 225 degrees of longitude.',
  // National days
  'veterans-day':
    'Veterans Day falls on November 11, the day the First World War ended in 1918, and honors everyone who has served in the US armed forces.',
  'memorial-day':
    'Memorial Day, on the last Monday of May, honors the members of the US armed forces who died in service.',
  'vietnam-war-veterans-day':
    'National Vietnam War Veterans Day, set in law in 2017, falls on March 29, the day the last US combat troops left Vietnam in 1973.',
  'k9-veterans-day':
    'National K9 Veterans Day is held on March 13, the day the US Army began training dogs for service in 1942.',
  'thanksgiving-us':
    'Thanksgiving has been a national holiday in the United States since 1863, and on the fourth Thursday of November since 1941.',
  'thanksgiving-canada':
    'Thanksgiving in Canada is held on the second Monday of October, at the end of the harvest.',
  'canada-day': 'Canada Day marks Confederation, on July 1, 1867.',
  'bastille-day': 'Bastille Day marks the storming of the Bastille in Paris on July 14, 1789.',
  'independence-day-us':
    'Independence Day marks the adoption of the Declaration of Independence on July 4, 1776.',
  'independence-day-india': 'Independence Day marks the end of British rule in India on August 15, 1947.',
  'mexican-independence-day':
    "Mexican Independence Day recalls Miguel Hidalgo's call to revolt, the Cry of Dolores, in 1810.",
  juneteenth:
    'Juneteenth marks June 19, 1865, when enslaved people in Galveston, Texas, learned they were free.',
};
