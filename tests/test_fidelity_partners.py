"""Which に/で/が-phrases are real case partners (issue 20): time and frequency phrases, event, cause, company and
demonstrative で-phrases, the cause に of emotional reactions, direction に, wh-words given は/も, and the dative of
potential and stative predicates are no partners of particle-swap or np-swap. Sentences are our own; each case
pins the exact rewrite that must still appear or the exact skip reason."""

from fidelity_cases import rewrite_and_skip_tests

TIME = "says when, how long or how often (a time phrase), not who or what takes part: no case partner"
NO_PLACE = "not where or with what: no case partner"
CAUSE_OF = "not a partner the verb selects: re-cased or swapped with the subject it does not reverse roles"
DATIVE = "with a が-phrase it is the dative-subject pattern (私には…が分かる), and swapped the sentence says the same or is ill-formed"

# (premise, op, pair, exact skip reason)
SKIPS = [
    # 1. time, frequency and period phrases: no subject and no partner of any op
    ("彼らは三日前に東京へ行った", "particle-swap", "ga-ni", f"三日前に {TIME}"),
    ("彼らは三日前に東京へ行った", "np-swap", "ga-ni", f"三日前に {TIME}"),
    ("彼らは三日前に東京へ行った", "scramble", "ga-ni", f"三日前に {TIME}"),
    ("その会合は二週間おきに開かれる", "particle-swap", "ga-ni", f"二週間おきに {TIME}"),
    ("その会合は二週間おきに開かれる", "particle-delete", "ga-ni", f"二週間おきに {TIME}"),
    ("彼らは六月の終わりに結婚した", "np-swap", "ga-ni", f"六月の終わりに {TIME}"),
    ("タイガースは9回裏に逆転した", "particle-swap", "ga-ni", f"9回裏に {TIME}"),
    # the time phrases the clause view already left alone now say why (they said "no に-argument …")
    ("彼は1990年に大学を卒業した", "particle-swap", "ga-ni", f"1990年に {TIME}"),
    ("子供たちが夕方に公園で遊んだ", "np-swap", "ga-ni", f"夕方に {TIME}"),
    # a date or clock time placed in a match, a day or an era (前半15分, 午後3時, 平成18年3月)
    ("前半15分に田中がゴールを決めた", "particle-swap", "ga-ni", f"前半15分に {TIME}"),
    ("前半15分に田中がゴールを決めた", "np-swap", "ga-ni", f"前半15分に {TIME}"),
    ("平成18年3月に新しい駅が開業した", "particle-swap", "ga-ni", f"平成18年3月に {TIME}"),
    # 2. event, cause, company and demonstrative で-phrases
    (
        "今回の調査で多くの問題が見つかった",
        "particle-swap",
        "ga-de",
        "今回の調査で names an action or event (the verbal noun 調査 with で: an occasion, means or manner), not a "
        "place or instrument: no case partner",
    ),
    (
        "今回の噴火では多くの村が被害を受けた",
        "np-swap",
        "ga-de",
        "今回の噴火では names an action or event (the verbal noun 噴火 with で: an occasion, means or manner), not a "
        "place or instrument: no case partner",
    ),
    (
        "これで問題が解決した",
        "particle-swap",
        "ga-de",
        "これで is a demonstrative with で (with this, so), not a named place or instrument: no case partner",
    ),
    (
        "男は窃盗の容疑で逮捕された",
        "np-swap",
        "ga-de",
        f"窃盗の容疑で says why (a cause or reason with で), {NO_PLACE}",
    ),
    (
        "彼は病気で学校を休んだ",
        "np-swap",
        "ga-de",
        f"病気で says why (a cause or reason with で), {NO_PLACE}",
    ),
    (
        "学生たちが集団で教室に入った",
        "particle-swap",
        "ga-de",
        f"集団で says in what company or formation (with で), {NO_PLACE}",
    ),
    # the cause に of an emotional reaction, and a direction に of turning or falling
    (
        "その知らせに母は泣いた",
        "particle-swap",
        "ga-ni",
        f"その知らせに is the cause of the reaction 泣く, {CAUSE_OF}",
    ),
    (
        "その知らせに母は泣いた",
        "np-swap",
        "ga-ni",
        f"その知らせに is the cause of the reaction 泣く, {CAUSE_OF}",
    ),
    (
        "子供たちがその冗談に笑った",
        "particle-delete",
        "ga-ni",
        f"その冗談に is the cause of the reaction 笑う, {CAUSE_OF}",
    ),
    (
        "車が右に曲がった",
        "particle-swap",
        "ga-ni",
        "右に says which way (曲がる: a direction), not a goal or place partner",
    ),
    (
        "木が横に倒れた",
        "np-swap",
        "ga-ni",
        "横に says which way (倒れる: a direction), not a goal or place partner",
    ),
    # 3. a wh-word never takes は or も
    (
        "ケンは何を食べている",
        "np-swap",
        "ga-o",
        "何 is a wh-word: it cannot take the topic or focus particle は",
    ),
    (
        "誰が母にも花を贈った",
        "particle-swap",
        "ga-ni",
        "誰 is a wh-word: it cannot take the topic or focus particle にも",
    ),
    # 4. the dative of potential and stative predicates
    (
        "太郎はこの質問すべてに答えられる",
        "particle-swap",
        "ga-ni",
        "この質問すべてに is not the agent of 答えられる, which may be the potential (can do): swapped with the "
        "subject it reads as the dative-subject pattern, not a reversal",
    ),
    (
        "彼には英語が話せる",
        "np-swap",
        "ga-ni",
        "彼には is a に-phrase of the potential verb 話せる: swapped, the subject's noun becomes the potential's "
        "dative subject (太郎に…が話せる), and the sentence says the same or is ill-formed",
    ),
    # a goal of a potential: the swap would make the subject the potential's dative
    (
        "あなたはそこに座れない",
        "particle-swap",
        "ga-ni",
        "そこに is a に-phrase of the potential verb 座れる: swapped, the subject's noun becomes the potential's "
        "dative subject (太郎に…が話せる), and the sentence says the same or is ill-formed",
    ),
    # an adverbial noun on its own is named as one; with a modifier (彼らの一人に) no such claim is made
    (
        "店主が一人で店を切り盛りしている。",
        "particle-swap",
        "ga-de",
        "一人で is an adverbial (Sudachi marks 一人 usable as an adverb), not who or what takes part: no case partner",
    ),
    (
        "アメリカの金融緩和の影響で多額の資金が市場に流れ込んだ",
        "np-swap",
        "ga-de",
        "アメリカの金融緩和の影響で says why (a cause or reason with で), not where or with what: no case partner",
    ),
    (
        "私には彼の気持ちがわかる",
        "particle-swap",
        "ga-ni",
        f"私には is the dative of the stative predicate わかる: {DATIVE}",
    ),
]

# (premise, op, pair, the exact rewrite that must still appear)
REWRITES = [
    ("男性が公園で走っている", "particle-swap", "ga-de", "男性で公園が走っている"),
    ("男性が公園で走っている", "np-swap", "ga-de", "公園が男性で走っている"),
    ("女の子が馬に乗っている", "particle-swap", "ga-ni", "女の子に馬が乗っている"),
    ("女の子が馬に乗っている", "np-swap", "ga-ni", "馬が女の子に乗っている"),
    ("子供が母親に手紙を書いている", "particle-swap", "ga-ni", "子供に母親が手紙を書いている"),
    ("子供が母親に手紙を書いている", "np-swap", "ga-ni", "母親が子供に手紙を書いている"),
    # an instrument that is a verbal noun (電話) stays an instrument; ナイフ is one
    ("男性が電話で友人と話している", "particle-swap", "ga-de", "男性で電話が友人と話している"),
    ("男性がナイフでトマトを切っている", "particle-swap", "ga-de", "男性でナイフがトマトを切っている"),
    # a gathering is a setting, said like a place; a katakana verbal noun is mostly a thing (プール)
    ("二つのチームが野球の試合で対戦している", "scramble", "ga-de", "野球の試合で二つのチームが対戦している"),
    (
        "子供たちがプールで楽しそうに遊んでいました。",
        "scramble",
        "ga-de",
        "プールで子供たちが楽しそうに遊んでいました。",
    ),
    # 人気がある is an idiom, not possession: 学生に says among whom, and the pair is swapped
    ("このカフェは学生に人気があります。", "particle-swap", "ga-ni", "このカフェに学生が人気があります。"),
    # an organisation that is a place (ホテル) is where something is, not a possessor
    ("このホテルには温泉がある", "np-swap", "ga-ni", "温泉にはこのホテルがある"),
    # 〜られている is the passive, not the potential: its に-phrase is the agent
    (
        "フットボール選手が二人のチームメイトに持ち上げられている",
        "particle-swap",
        "ga-ni",
        "フットボール選手に二人のチームメイトが持ち上げられている",
    ),
    # 怒る selects its target: a real partner, the roles reverse
    ("父が息子に怒った", "np-swap", "ga-ni", "息子が父に怒った"),
    # a place に of a passive is a partner (no potential reading with an inanimate subject)
    ("壁に絵が掛けられている", "particle-swap", "ga-ni", "壁が絵に掛けられている"),
    # the partner-less phrases may still move: a cause, a direction, a potential's dative
    ("その知らせに母は泣いた", "scramble", "ga-ni", "母はその知らせに泣いた"),
    ("車が右に曲がった", "scramble", "ga-ni", "右に車が曲がった"),
    ("太郎はこの質問すべてに答えられる", "scramble", "ga-ni", "この質問すべてに太郎は答えられる"),
    # a wh-word may take が and を; an indefinite (誰か) is no wh-word
    ("ケンは何を食べている", "particle-swap", "ga-o", "ケンを何が食べている"),
    ("誰かが犬に餌をやっている", "np-swap", "ga-ni", "犬が誰かに餌をやっている"),
    # another に-phrase of the clause is still the partner when the time phrase is left alone
    ("彼は東京に三日前に着いた", "particle-swap", "ga-ni", "彼に東京が三日前に着いた"),
]


test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)
