import type { ResponsibleTexts } from "../en/responsible";

/** Textos em português do jogo responsável. */
export default {
  title: "Jogo responsável",
  intro:
    "Defina os limites que lhe convêm. Um limite mais baixo vale de imediato; um mais alto, ou remover um limite, vale após 24 horas.",
  inForce: "Em vigor: {{value}}",
  noLimit: "Sem limite",
  pending: "Muda para {{value}} em {{at}}",
  save: "Guardar",
  remove: "Remover limite",
  deposit: { heading: "Limites de depósito", used: "Depositado: {{amount}}" },
  loss: {
    heading: "Limites de perda",
    hint: "Perda líquida do seu jogo (apostas menos ganhos) no período.",
    used: "Perdido: {{amount}}",
  },
  period: { day: "Por dia", week: "Por semana", month: "Por mês" },
  amount: "Valor",
  session: {
    heading: "Limite de tempo de sessão",
    hint: "Contado a partir do seu login. Quando o tempo acaba, os jogos não abrem até entrar de novo.",
    minutes: "Minutos",
    value: "{{count}} minutos",
  },
  reality: {
    heading: "Verificação de realidade",
    hint: "A cada tantos minutos de jogo mostramos quanto tempo jogou e o seu resultado líquido.",
    interval: "Lembrar-me",
    off: "Desligado",
    every: "A cada {{count}} minutos",
    title: "Verificação de realidade",
    played: "Jogou durante {{count}} minutos desde que entrou.",
    result: "Resultado líquido desde então: {{amount}}",
    continue: "Continuar a jogar",
    stop: "Parar e sair",
  },
  break: {
    heading: "Fazer uma pausa",
    hint: "O login, os depósitos e os jogos ficam fechados durante o tempo que escolher. Uma pausa não pode terminar antes.",
    length: "Duração",
    "24h": "24 horas",
    "7d": "7 dias",
    "30d": "30 dias",
    submit: "Fazer uma pausa",
  },
  exclusion: {
    heading: "Autoexclusão",
    hint: "Fecha a sua conta ao login, depósitos e jogos durante 6 meses ou mais. Não pode ser desfeita antes.",
    length: "Duração",
    months: "{{count}} meses",
    submit: "Excluir-me",
  },
  confirm: {
    title: "Confirme, por favor",
    break: "De agora até {{until}} não pode entrar, depositar nem jogar. A pausa não pode terminar antes.",
    selfExclusion:
      "De agora até {{until}} não pode entrar, depositar nem jogar. A autoexclusão não pode ser desfeita antes.",
    yes: "Sim, começar agora",
    cancel: "Cancelar",
  },
  started: "A sua pausa começou. A sua sessão foi terminada.",
  saved: "Guardado.",
  savedRaise: "Guardado. O limite mais alto vale após 24 horas.",
  invalid: "Introduza um número inteiro de 0 ou mais.",
  failed: "Não foi possível guardar. Tente mais tarde.",
  range: {
    money: "Digite um valor de {{min}} a {{max}}.",
    session: "Digite um número inteiro de minutos de {{min}} a {{max}}.",
  },
  refused: {
    break: "A sua conta está em pausa até {{until}}. Não pode entrar, depositar nem jogar antes disso.",
    selfExclusion:
      "A sua conta está autoexcluída até {{until}}. Não pode entrar, depositar nem jogar antes disso.",
    loss: {
      day: "Atingiu o seu limite diário de perdas. Os jogos abrem de novo em {{until}}.",
      week: "Atingiu o seu limite semanal de perdas. Os jogos abrem de novo em {{until}}.",
      month: "Atingiu o seu limite mensal de perdas. Os jogos abrem de novo em {{until}}.",
    },
    session:
      "Atingiu o seu limite de tempo de sessão. Descanse; os jogos abrem de novo no seu próximo login.",
    deposit: {
      day: "Este depósito excede o seu limite diário. Pode depositar até mais {{remaining}} até {{until}}.",
      week: "Este depósito excede o seu limite semanal. Pode depositar até mais {{remaining}} até {{until}}.",
      month: "Este depósito excede o seu limite mensal. Pode depositar até mais {{remaining}} até {{until}}.",
    },
    limits: "Alterar os meus limites",
  },
} satisfies ResponsibleTexts;
