import type { ResponsibleTexts } from "../en/responsible";

/** 책임감 있는 게임의 한국어 텍스트. */
export default {
  title: "책임감 있는 게임",
  intro:
    "자신에게 맞는 한도를 설정하세요. 한도를 낮추면 즉시 적용되고, 높이거나 해제하면 24시간 후에 적용됩니다.",
  inForce: "현재 한도: {{value}}",
  noLimit: "한도 없음",
  pending: "{{at}}에 {{value}}(으)로 변경",
  save: "저장",
  remove: "한도 해제",
  deposit: { heading: "입금 한도", used: "입금액: {{amount}}" },
  loss: {
    heading: "손실 한도",
    hint: "기간 내 게임의 순손실(베팅액에서 당첨액을 뺀 금액).",
    used: "손실액: {{amount}}",
  },
  period: { day: "하루", week: "한 주", month: "한 달" },
  amount: "금액",
  session: {
    heading: "세션 시간 한도",
    hint: "로그인 시점부터 계산합니다. 시간이 다 되면 다시 로그인할 때까지 게임을 시작할 수 없습니다.",
    minutes: "분",
    value: "{{count}}분",
  },
  reality: {
    heading: "리얼리티 체크",
    hint: "일정 시간 플레이할 때마다 플레이 시간과 순손익을 알려 드립니다.",
    interval: "알림 간격",
    off: "끄기",
    every: "{{count}}분마다",
    title: "리얼리티 체크",
    played: "로그인 후 {{count}}분 동안 플레이했습니다.",
    result: "그동안의 순손익: {{amount}}",
    continue: "계속 플레이",
    stop: "그만하고 로그아웃",
  },
  break: {
    heading: "휴식하기",
    hint: "선택한 기간 동안 로그인, 입금, 게임이 제한됩니다. 휴식은 중간에 끝낼 수 없습니다.",
    length: "기간",
    "24h": "24시간",
    "7d": "7일",
    "30d": "30일",
    submit: "휴식하기",
  },
  exclusion: {
    heading: "자기 제한",
    hint: "6개월 이상 로그인, 입금, 게임이 제한됩니다. 중간에 취소할 수 없습니다.",
    length: "기간",
    months: "{{count}}개월",
    submit: "자기 제한 시작",
  },
  confirm: {
    title: "확인해 주세요",
    break: "지금부터 {{until}}까지 로그인, 입금, 게임을 할 수 없습니다. 휴식은 중간에 끝낼 수 없습니다.",
    selfExclusion:
      "지금부터 {{until}}까지 로그인, 입금, 게임을 할 수 없습니다. 자기 제한은 중간에 취소할 수 없습니다.",
    yes: "네, 지금 시작",
    cancel: "취소",
  },
  started: "휴식이 시작되었습니다. 로그아웃되었습니다.",
  saved: "저장되었습니다.",
  savedRaise: "저장되었습니다. 높인 한도는 24시간 후에 적용됩니다.",
  invalid: "0 이상의 정수를 입력하세요.",
  failed: "저장하지 못했습니다. 잠시 후 다시 시도하세요.",
  range: {
    money: "{{min}}부터 {{max}}까지의 금액을 입력해 주세요.",
    session: "{{min}}부터 {{max}}까지의 분을 정수로 입력해 주세요.",
  },
  refused: {
    break: "계정이 {{until}}까지 휴식 중입니다. 그때까지 로그인, 입금, 게임을 할 수 없습니다.",
    selfExclusion: "계정이 {{until}}까지 자기 제한 중입니다. 그때까지 로그인, 입금, 게임을 할 수 없습니다.",
    loss: {
      day: "하루 손실 한도에 도달했습니다. 게임은 {{until}}에 다시 열립니다.",
      week: "한 주 손실 한도에 도달했습니다. 게임은 {{until}}에 다시 열립니다.",
      month: "한 달 손실 한도에 도달했습니다. 게임은 {{until}}에 다시 열립니다.",
    },
    session: "세션 시간 한도에 도달했습니다. 휴식하세요. 다음 로그인 때 게임이 다시 열립니다.",
    deposit: {
      day: "이 입금은 하루 입금 한도를 넘습니다. {{until}}까지 {{remaining}}만큼 더 입금할 수 있습니다.",
      week: "이 입금은 한 주 입금 한도를 넘습니다. {{until}}까지 {{remaining}}만큼 더 입금할 수 있습니다.",
      month: "이 입금은 한 달 입금 한도를 넘습니다. {{until}}까지 {{remaining}}만큼 더 입금할 수 있습니다.",
    },
    limits: "한도 변경",
  },
} satisfies ResponsibleTexts;
