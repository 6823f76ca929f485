package understand

// An origin said as the place a person is from (ins40's find, round 34):
// "decline 22XY33 motor, hes from fiji and was also uninsured" wrote a
// letter naming "hes from fiji". The grounds knew "from india", "from
// africa" and a people's noun ("he's fijian"), not the place itself for
// most of the world. Tied to a person ("he's", "the driver is", "she
// comes from"), a country or region is an origin; "the car is from
// japan" and "the parts came from china" stay facts about a thing.

// personFrom is a person said to be, or to come, from somewhere.
const personFrom = `(?:he|she|they|claimant|driver|owner|insured|policy ?holder|customer|client|family|bloke|guy|man|woman|lady|tenant|neighbou?r|applicant|husband|wife|son|daughter|lad|chap|fella|his family|her family|their family)(?:'s| is|s| are|'re|re| was| were| comes?| came| hails?| hailed)? (?:originally |actually |really |all the way )?from (?:the )?`

// originPlaces are countries and regions people are from.
const originPlaces = `(?:fiji|samoa|tonga|papua new guinea|png|vanuatu|solomon islands|kiribati|tuvalu|nauru|new zealand|nz|australia|the islands|the pacific|pacific islands|indonesia|malaysia|singapore|philippines|vietnam|cambodia|laos|thailand|myanmar|burma|bangladesh|sri lanka|nepal|bhutan|afghanistan|iran|iraq|syria|lebanon|jordan|israel|palestine|gaza|yemen|oman|saudi(?: arabia)?|qatar|kuwait|egypt|libya|tunisia|algeria|morocco|sudan|south sudan|eritrea|ethiopia|somalia|kenya|uganda|tanzania|rwanda|congo|drc|ghana|nigeria|cameroon|senegal|mali|niger|chad|zimbabwe|zambia|malawi|mozambique|angola|namibia|botswana|south africa|korea|north korea|south korea|japan|taiwan|hong kong|mongolia|russia|ukraine|belarus|moldova|georgia|armenia|azerbaijan|kazakhstan|uzbekistan|turkey|greece|albania|kosovo|serbia|bosnia|croatia|bulgaria|hungary|slovakia|czechia|czech republic|lithuania|latvia|estonia|ireland|scotland|wales|england|the uk|italy|spain|portugal|france|germany|brazil|argentina|chile|peru|bolivia|ecuador|colombia|venezuela|cuba|haiti|jamaica|the caribbean|guatemala|honduras|el salvador|nicaragua|the us|america|the states|canada|latin america|south america|central america|eastern europe|the balkans|southeast asia|south asia|east asia|north africa|west africa|east africa|central asia|overseas)\b`

// originPlace is a person said to be from one of those places.
const originPlace = personFrom + originPlaces
