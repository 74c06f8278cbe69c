"""Fidelity of the argument ops (scramble, particle-swap, particle-delete, np-swap) on the text users bring
(issue 20): review, blog and encyclopedia sentences with dropped subjects, frame-setting topics, adverbial
nouns, idiom chunks, stacked particles and floated quantifiers. Sentences are our own, written in the style
of the development corpora (benchmarks/corpora/); each case pins the exact rewrite or the exact skip reason."""

import pytest
from fidelity_cases import rewrite_and_skip_tests

from stresskit.evaluation.api import perturb
from stresskit.rewriting.perturb import joined_tokens

# (premise, op, pair, exact rewrite)
REWRITES = [
    # a は-phrase with positive evidence of subjecthood: a person pronoun, an animate noun, a passive predicate
    ("私はカレーを頼みました", "particle-swap", "ga-o", "私をカレーが頼みました"),
    ("夫はこの宿をとても気に入った", "particle-swap", "ga-o", "夫をこの宿がとても気に入った"),
    ("この店は地元の人に愛されている", "particle-swap", "ga-ni", "この店に地元の人が愛されている"),
    ("うちの犬はこのおやつを毎日食べる", "np-swap", "ga-o", "このおやつはうちの犬を毎日食べる"),
    ("テニス選手はボールを打った", "np-swap", "ga-o", "ボールはテニス選手を打った"),
    (
        "帰りの飛行機で子供たちはぐっすり眠った",
        "particle-swap",
        "ga-de",
        "帰りの飛行機が子供たちでぐっすり眠った",
    ),
    # an adjective used as a manner adverb (楽しそうに) does not make its で a copula's
    ("子供たちがプールで楽しそうに遊んでいた", "np-swap", "ga-de", "プールが子供たちで楽しそうに遊んでいた"),
    # a relative clause of existence (ある/いる) takes its noun as subject
    (
        "男性が戸外にある階段の一番下に立っている",
        "scramble",
        "ga-ni",
        "戸外にある階段の一番下に男性が立っている",
    ),
    # the relative clause 横たわっている stands before 男の子, which can be its subject
    (
        "そのフットボールは芝生で横たわっている男の子の両足の間にある",
        "scramble",
        "ga-ni",
        "芝生で横たわっている男の子の両足の間にそのフットボールはある",
    ),
    # what exists is the subject of ある/いる; ところ is a place
    ("そのボールは男の子の両足の間にある", "particle-swap", "ga-ni", "そのボールに男の子の両足の間がある"),
    ("男性がマイクのところに立っている", "scramble", "ga-ni", "マイクのところに男性が立っている"),
    # particle deletion between two katakana words is left to the reader, as in the JSICK-stress reference
    (
        "ティーンエイジャーがギターを弾いている",
        "particle-delete",
        "ga-o",
        "ティーンエイジャーギター弾いている",
    ),
    # a relative clause of する (薄切りにした) or with its subject in の (パン粉のついた) keeps the pair
    (
        "男性は薄切りにしたキュウリを水の中に落としている",
        "scramble",
        "ga-o",
        "薄切りにしたキュウリを男性は水の中に落としている",
    ),
    # a verb GiNZA tags ADJ (弾んでいる) is no adjectival predicate; 傍ら is a place
    (
        "二人の児童がカラフルなボールの上で弾んでいる",
        "scramble",
        "ga-de",
        "カラフルなボールの上で二人の児童が弾んでいる",
    ),
    (
        "二人の建設作業員が大邸宅の傍らで起き上がっている",
        "scramble",
        "ga-de",
        "大邸宅の傍らで二人の建設作業員が起き上がっている",
    ),
    # a topic that is not shown to be the subject may still change place: word order only
    ("夕食は部屋でいただきました", "scramble", "ga-de", "部屋で夕食はいただきました"),
    # the object of an idiom's clause is a real object (この宿を気に入る), the idiom noun is not
    ("祖母が煮物を気に入った", "scramble", "ga-o", "煮物を祖母が気に入った"),
    # particles stacked with a topic/focus particle are case phrases and move whole
    ("部屋にはテレビがある", "scramble", "ga-ni", "テレビが部屋にはある"),
    ("駅では案内係が道を教えていた", "scramble", "ga-de", "案内係が駅では道を教えていた"),
    ("父が母にも花を贈った", "particle-swap", "ga-ni", "父にも母が花を贈った"),
    ("部屋にはテレビがある", "np-swap", "ga-ni", "テレビには部屋がある"),
    # a floated quantifier stays after its noun's phrase when the phrases only change place
    ("庭に犬が二匹いる", "scramble", "ga-ni", "犬が庭に二匹いる"),
    # a comma between the two phrases stays between them (never stranded before the predicate)
    ("男性は、ボールを蹴った", "scramble", "ga-o", "ボールを、男性は蹴った"),
    ("ホテルの近くにコンビニがある", "scramble", "ga-ni", "コンビニがホテルの近くにある"),
    # the determiner ある after が gets the comma (ニンニクがある人 would read "a person who has garlic")
    ("ある人がニンニクを切っている", "np-swap", "ga-o", "ニンニクが、ある人を切っている"),
    # a relative clause whose noun can be its subject (走っている猫) or a passive one leaves the pair alone
    ("子供が走っている猫を追いかけた", "scramble", "ga-o", "走っている猫を子供が追いかけた"),
    # (its particle-swap, 女性を切られたトマトが…, is a garden path: tests/test_fidelity_k_args.py)
    ("女性が切られたトマトを食べている", "np-swap", "ga-o", "切られたトマトが女性を食べている"),
    # a subject with a relative clause is one phrase and moves whole
    ("泣いている小さな子供が母親に抱きついた", "scramble", "ga-ni", "母親に泣いている小さな子供が抱きついた"),
]

# (premise, op, pair, exact skip reason)
SKIPS = [
    # frame-setting topics (time, occasion) are adverbials, not subjects
    ("今朝はカフェで朝食を食べました", "particle-swap", "ga-de", "no subject marked が/は/も"),
    ("二日目は部屋で休みました", "np-swap", "ga-de", "no subject marked が/は/も"),
    ("週末は家族で公園に行った", "particle-delete", "ga-ni", "no subject marked が/は/も"),
    # object topics and other は-phrases with no sign of being the subject are not re-cased
    (
        "夕食は部屋でいただきました",
        "particle-swap",
        "ga-de",
        "the tool does not re-case the topic 夕食は: it does not recognise its noun as a person, an animal or "
        "an organisation (no lexicon word, name suffix or Sudachi person-name tag shows it), and "
        "いただく is neither passive nor ある/いる; without such evidence a topic may be an object or a frame "
        "(夕食は部屋でいただいた has an object topic), so the tool only moves it",
    ),
    (
        "この料理は地元の野菜を使っています",
        "np-swap",
        "ga-o",
        "the tool does not re-case the topic この料理は: it does not recognise its noun as a person, an animal or "
        "an organisation (no lexicon word, name suffix or Sudachi person-name tag shows it), and "
        "使う is neither passive nor ある/いる; without such evidence a topic may be an object or a frame "
        "(夕食は部屋でいただいた has an object topic), so the tool only moves it",
    ),
    # copula and adjectival で are no case partners
    (
        "このホテルは駅前で便利だった",
        "particle-swap",
        "ga-de",
        "the tool reads the で-phrase 駅前で as an adverbial of 便利, not as a case partner",
    ),
    (
        "このホテルは駅前で便利だった",
        "scramble",
        "ga-de",
        "the tool reads the で-phrase 駅前で as an adverbial of 便利, not as a case partner",
    ),
    # adverbs and adverbial nouns
    (
        "寝ている間に雨がやんでいた",
        "particle-delete",
        "ga-ni",
        "寝ている間に says when, how long or how often (a time phrase), not who or what takes part: no case partner",
    ),
    (
        "夫が久しぶりに夕飯を作った",
        "particle-swap",
        "ga-ni",
        "the tool reads the に-phrase 久しぶりに as an adverbial of 作っ, not as a case partner",
    ),
    (
        "試作機が翌年に完成した",
        "np-swap",
        "ga-ni",
        "翌年に says when, how long or how often (a time phrase), not who or what takes part: no case partner",
    ),
    (
        "時間が一気に二十年後へ飛ぶ",
        "particle-swap",
        "ga-ni",
        "the tool reads the に-phrase 一気に as an adverbial of 飛ぶ, not as a case partner",
    ),
    (
        "客が無料で駐車場を使った",
        "particle-swap",
        "ga-de",
        "the tool reads the で-phrase 無料で as an adverbial of 使っ, not as a case partner",
    ),
    (
        "店員が片手にビールを持っている",
        "np-swap",
        "ga-ni",
        "the tool reads the に-phrase 片手に as an adverbial of 持っ, not as a case partner",
    ),
    (
        "スタッフのおかげで旅行が楽しくなった",
        "scramble",
        "ga-de",
        "the tool reads the で-phrase スタッフのおかげで as an adverbial of なっ, not as a case partner",
    ),
    (
        "隣の人があいさつに来た",
        "particle-swap",
        "ga-ni",
        "あいさつに says what for (the verbal noun あいさつ with に before the verb of motion 来る: a purpose), not a "
        "goal: no case partner",
    ),
    (
        "彼が来なかったのに、会議が始まった",
        "particle-delete",
        "ga-ni",
        "no に-argument of a predicate with a subject",
    ),
    ("母が家族とともに温泉に入った", "scramble", "ga-o", "no を-argument of a predicate with a subject"),
    ("友人とカフェで二時間も話し込んだ", "scramble", "ga-de", "no subject marked が/は/も"),
    # idiom chunks: the noun is part of the predicate
    (
        "客が手を貸してくれた",
        "scramble",
        "ga-o",
        "手を is part of the idiom 手を貸す, not an argument of its own",
    ),
    (
        "女将さんが着物に身を包んでいる",
        "particle-swap",
        "ga-o",
        "身を is part of the idiom 身を包む, not an argument of its own",
    ),
    (
        "男性がソファに腰を掛けている",
        "np-swap",
        "ga-o",
        "腰を is part of the idiom 腰を掛ける, not an argument of its own",
    ),
    (
        "祖母が煮物を気に入った",
        "particle-delete",
        "ga-ni",
        "気に is part of the idiom 気に入る, not an argument of its own",
    ),
    (
        "子供が風邪をひいた",
        "scramble",
        "ga-o",
        "風邪を is part of the idiom 風邪をひく, not an argument of its own",
    ),
    # dates and times with a counter are adverbials
    (
        "女性が2月に被害を届け出た",
        "particle-swap",
        "ga-ni",
        "2月に says when, how long or how often (a time phrase), not who or what takes part: no case partner",
    ),
    (
        "帰りに女将さんが駅まで送ってくれた",
        "np-swap",
        "ga-ni",
        "the tool reads the に-phrase 帰りに as an adverbial of 送っ, not as a case partner",
    ),
    # phrase boundaries: a phrase the parse makes across a clause boundary is not one phrase
    (
        "障害などが発生したとき、何が起きたのかを説明できる",
        "particle-swap",
        "ga-o",
        # the attachment gate (tests/test_fidelity_attachment.py) names the subject first: 障害などが is 発生した's
        "障害などが may belong to the clause of 発生した as well as to 説明できる: where it attaches is unclear",
    ),
    (
        "模様がいずれもハートの形をしている",
        "np-swap",
        "ga-o",
        "模様が is followed by the floated quantifier いずれも, which counts 模様: re-cased, the quantifier would "
        "count another noun",
    ),
    # a relative clause without its own subject right after a が-phrase may take it as its subject; the scene
    # (場面で) is no place or instrument either, and the で-gate says so first (tests/test_fidelity_adjuncts.py)
    (
        "主人公が最後に故郷へ帰る場面で泣きました",
        "scramble",
        "ga-de",
        "the で-phrase 最後に故郷へ帰る場面で is not clearly a place or instrument (it may be a cause, means, manner, "
        "source or company で): no case partner",
    ),
    # a phrase cut by a quotation mark is not moved across it
    (
        "尾崎校長は「水筒を持たせていた。",
        "scramble",
        "ga-o",
        "「水筒を is cut by a quotation mark or bracket",
    ),
    # 後に on its own and 〜中 say when
    (
        "この山寺のアイディアは、後に別の作品で流用された",
        "particle-delete",
        "ga-de",
        "no で-argument next to the subject (後に stands between)",
    ),
    (
        "友人が合宿中も不安を打ち明けた",
        "scramble",
        "ga-o",
        "no を-argument next to the subject (合宿中も stands between)",
    ),
    # a swap that puts で right before the verb ある makes the copula である
    (
        "昨日の夜、近所で花火大会があった",
        "particle-swap",
        "ga-de",
        "花火大会で before the verb ある would read as the copula である",
    ),
    (
        "このカフェは学生に人気がある",
        "particle-swap",
        "ga-ni",
        "人気が is part of the idiom 人気がある, not an argument of its own",
    ),
    (
        "観光客が駅前に大勢集まっていた",
        "particle-swap",
        "ga-ni",
        "駅前に is followed by the floated quantifier 大勢, which counts 観光客: re-cased, the quantifier would "
        "count another noun",
    ),
    # floated quantifiers: re-casing the phrase before one would strand it on the other noun
    (
        "庭に犬が二匹いる",
        "particle-swap",
        "ga-ni",
        "犬が is followed by the floated quantifier 二匹, which counts 犬: re-cased, the quantifier would "
        "count another noun",
    ),
    (
        "庭にトマトがたくさんなっていた",
        "np-swap",
        "ga-ni",
        "トマトが is followed by the floated quantifier たくさん, which counts トマト: re-cased, the quantifier would "
        "count another noun",
    ),
]


test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)


@pytest.mark.parametrize(
    ("premise", "op", "expected"),
    [
        ("男性 が ギター を 弾い て いる", "particle-delete", "男性ギター弾いている"),
        ("男性 が 公園 で 走っ て いる", "scramble", "公園で男性が走っている"),
        ("男性 が 公園 で 走っ て いる", "particle-swap", "男性で公園が走っている"),
    ],
)
def test_pretokenised_premises_are_joined_once_and_rewritten_without_spaces(parser, premise, op, expected):
    result = perturb([premise, premise], ops=[op], parser=parser)
    assert [row["sentence_A_Ja"] for row in result.rows] == [expected, expected]
    assert [row["sentence_A_Ja_origin"] for row in result.rows] == [premise, premise]
    assert (result.summary.unique_premises, result.summary.pretokenised) == (1, 1)


def test_only_spaces_between_japanese_words_are_joined():
    assert joined_tokens("New York の 男性 が 走っ て いる") == "New York の男性が走っている"
    assert joined_tokens("男性がギターを弾いている") == "男性がギターを弾いている"
    assert joined_tokens("男性が 走っている") == "男性が 走っている"  # one space: not pre-tokenised
