import type { ResponsibleTexts } from "../en/responsible";

/** 責任あるゲームの日本語テキスト。 */
export default {
  title: "責任あるゲーム",
  intro:
    "ご自身に合った制限を設定してください。制限を下げるとすぐに適用され、上げる・解除する場合は24時間後に適用されます。",
  inForce: "現在の制限：{{value}}",
  noLimit: "制限なし",
  pending: "{{at}}に{{value}}へ変更",
  save: "保存",
  remove: "制限を解除",
  deposit: { heading: "入金制限", used: "入金額：{{amount}}" },
  loss: {
    heading: "損失制限",
    hint: "期間内のゲームの純損失（ベット額から勝ち額を引いた額）。",
    used: "損失額：{{amount}}",
  },
  period: { day: "1日あたり", week: "1週間あたり", month: "1か月あたり" },
  amount: "金額",
  session: {
    heading: "セッション時間制限",
    hint: "ログインから数えます。時間になると、再ログインするまでゲームは開始できません。",
    minutes: "分",
    value: "{{count}}分",
  },
  reality: {
    heading: "リアリティチェック",
    hint: "一定時間プレイするごとに、プレイ時間と純損益をお知らせします。",
    interval: "通知間隔",
    off: "オフ",
    every: "{{count}}分ごと",
    title: "リアリティチェック",
    played: "ログインしてから{{count}}分プレイしています。",
    result: "その間の純損益：{{amount}}",
    continue: "プレイを続ける",
    stop: "やめてログアウト",
  },
  break: {
    heading: "休止する",
    hint: "選んだ期間、ログイン・入金・ゲームができなくなります。休止は途中で終了できません。",
    length: "期間",
    "24h": "24時間",
    "7d": "7日間",
    "30d": "30日間",
    submit: "休止する",
  },
  exclusion: {
    heading: "自己排除",
    hint: "6か月以上、ログイン・入金・ゲームができなくなります。途中で取り消すことはできません。",
    length: "期間",
    months: "{{count}}か月",
    submit: "自己排除する",
  },
  confirm: {
    title: "確認してください",
    break: "今から{{until}}まで、ログイン・入金・プレイはできません。休止は途中で終了できません。",
    selfExclusion:
      "今から{{until}}まで、ログイン・入金・プレイはできません。自己排除は途中で取り消せません。",
    yes: "はい、今すぐ開始",
    cancel: "キャンセル",
  },
  started: "休止が始まりました。ログアウトしました。",
  saved: "保存しました。",
  savedRaise: "保存しました。上げた制限は24時間後に適用されます。",
  invalid: "0以上の整数を入力してください。",
  failed: "保存できませんでした。しばらくしてからもう一度お試しください。",
  range: {
    money: "{{min}} から {{max}} までの金額を入力してください。",
    session: "{{min}} から {{max}} までの分数を整数で入力してください。",
  },
  refused: {
    break: "お客様のアカウントは{{until}}まで休止中です。それまでログイン・入金・プレイはできません。",
    selfExclusion:
      "お客様のアカウントは{{until}}まで自己排除中です。それまでログイン・入金・プレイはできません。",
    loss: {
      day: "1日の損失制限に達しました。ゲームは{{until}}に再開できます。",
      week: "1週間の損失制限に達しました。ゲームは{{until}}に再開できます。",
      month: "1か月の損失制限に達しました。ゲームは{{until}}に再開できます。",
    },
    session: "セッション時間制限に達しました。休憩してください。次回ログイン時にゲームを再開できます。",
    deposit: {
      day: "この入金は1日の入金制限を超えています。{{until}}まではあと{{remaining}}まで入金できます。",
      week: "この入金は1週間の入金制限を超えています。{{until}}まではあと{{remaining}}まで入金できます。",
      month: "この入金は1か月の入金制限を超えています。{{until}}まではあと{{remaining}}まで入金できます。",
    },
    limits: "制限を変更する",
  },
} satisfies ResponsibleTexts;
