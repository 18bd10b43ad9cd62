import type { ResponsibleTexts } from "../en/responsible";

/** Textos en español del juego responsable. */
export default {
  title: "Juego responsable",
  intro:
    "Fije los límites que le convengan. Un límite más bajo se aplica de inmediato; uno más alto, o quitar un límite, se aplica después de 24 horas.",
  inForce: "Vigente: {{value}}",
  noLimit: "Sin límite",
  pending: "Cambia a {{value}} el {{at}}",
  save: "Guardar",
  remove: "Quitar límite",
  deposit: { heading: "Límites de depósito", used: "Depositado: {{amount}}" },
  loss: {
    heading: "Límites de pérdida",
    hint: "Pérdida neta de su juego (apuestas menos ganancias) en el periodo.",
    used: "Perdido: {{amount}}",
  },
  period: { day: "Por día", week: "Por semana", month: "Por mes" },
  amount: "Importe",
  session: {
    heading: "Límite de tiempo de sesión",
    hint: "Se cuenta desde su inicio de sesión. Cuando se acaba el tiempo, los juegos no se abren hasta que vuelva a iniciar sesión.",
    minutes: "Minutos",
    value: "{{count}} minutos",
  },
  reality: {
    heading: "Control de realidad",
    hint: "Cada cierto número de minutos de juego le mostramos cuánto ha jugado y su resultado neto.",
    interval: "Recordarme",
    off: "Desactivado",
    every: "Cada {{count}} minutos",
    title: "Control de realidad",
    played: "Ha jugado {{count}} minutos desde que inició sesión.",
    result: "Resultado neto desde entonces: {{amount}}",
    continue: "Seguir jugando",
    stop: "Parar y cerrar sesión",
  },
  break: {
    heading: "Tomar un descanso",
    hint: "El inicio de sesión, los depósitos y los juegos quedan cerrados el tiempo que elija. Un descanso no se puede terminar antes.",
    length: "Duración",
    "24h": "24 horas",
    "7d": "7 días",
    "30d": "30 días",
    submit: "Tomar un descanso",
  },
  exclusion: {
    heading: "Autoexclusión",
    hint: "Cierra su cuenta al inicio de sesión, los depósitos y los juegos durante 6 meses o más. No se puede deshacer antes.",
    length: "Duración",
    months: "{{count}} meses",
    submit: "Excluirme",
  },
  confirm: {
    title: "Confirme, por favor",
    break:
      "Desde ahora hasta el {{until}} no podrá iniciar sesión, depositar ni jugar. El descanso no se puede terminar antes.",
    selfExclusion:
      "Desde ahora hasta el {{until}} no podrá iniciar sesión, depositar ni jugar. La autoexclusión no se puede deshacer antes.",
    yes: "Sí, empezar ahora",
    cancel: "Cancelar",
  },
  started: "Su descanso ha comenzado. Se ha cerrado su sesión.",
  saved: "Guardado.",
  savedRaise: "Guardado. El límite más alto se aplica después de 24 horas.",
  invalid: "Introduzca un número entero de 0 o más.",
  failed: "No se pudo guardar. Inténtelo de nuevo más tarde.",
  range: {
    money: "Introduce un importe de {{min}} a {{max}}.",
    session: "Introduce un número entero de minutos de {{min}} a {{max}}.",
  },
  refused: {
    break:
      "Su cuenta está en un descanso hasta el {{until}}. No puede iniciar sesión, depositar ni jugar antes.",
    selfExclusion:
      "Su cuenta está autoexcluida hasta el {{until}}. No puede iniciar sesión, depositar ni jugar antes.",
    loss: {
      day: "Ha alcanzado su límite diario de pérdidas. Los juegos vuelven a abrirse el {{until}}.",
      week: "Ha alcanzado su límite semanal de pérdidas. Los juegos vuelven a abrirse el {{until}}.",
      month: "Ha alcanzado su límite mensual de pérdidas. Los juegos vuelven a abrirse el {{until}}.",
    },
    session:
      "Ha alcanzado su límite de tiempo de sesión. Descanse; los juegos vuelven a abrirse en su próximo inicio de sesión.",
    deposit: {
      day: "Este depósito supera su límite diario. Puede depositar hasta {{remaining}} más hasta el {{until}}.",
      week: "Este depósito supera su límite semanal. Puede depositar hasta {{remaining}} más hasta el {{until}}.",
      month:
        "Este depósito supera su límite mensual. Puede depositar hasta {{remaining}} más hasta el {{until}}.",
    },
    limits: "Cambiar mis límites",
  },
} satisfies ResponsibleTexts;
