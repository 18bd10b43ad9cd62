import type { ResponsibleTexts } from "../en/responsible";

/** Bahasa Indonesia: responsible gambling (the "responsible" namespace). */
export default {
  title: "Bermain bertanggung jawab",
  intro:
    "Atur batas yang cocok untuk Anda. Batas yang lebih rendah langsung berlaku; batas yang lebih tinggi atau penghapusan batas berlaku setelah 24 jam.",
  inForce: "Berlaku: {{value}}",
  noLimit: "Tanpa batas",
  pending: "Berubah menjadi {{value}} pada {{at}}",
  save: "Simpan",
  remove: "Hapus batas",
  deposit: {
    heading: "Batas deposit",
    used: "Sudah deposit: {{amount}}",
  },
  loss: {
    heading: "Batas kekalahan",
    hint: "Kekalahan bersih permainan Anda (taruhan dikurangi kemenangan) dalam periode tersebut.",
    used: "Kalah: {{amount}}",
  },
  period: { day: "Per hari", week: "Per minggu", month: "Per bulan" },
  amount: "Jumlah",
  session: {
    heading: "Batas waktu sesi",
    hint: "Dihitung sejak Anda masuk. Saat waktu habis, game tidak bisa dimulai sampai Anda masuk lagi.",
    minutes: "Menit",
    value: "{{count}} menit",
  },
  reality: {
    heading: "Pengingat waktu main",
    hint: "Setiap beberapa menit bermain, kami tampilkan berapa lama Anda bermain dan hasil bersih Anda.",
    interval: "Ingatkan saya",
    off: "Mati",
    every: "Setiap {{count}} menit",
    title: "Pengingat waktu main",
    played: "Anda sudah bermain {{count}} menit sejak masuk.",
    result: "Hasil bersih sejak itu: {{amount}}",
    continue: "Lanjut bermain",
    stop: "Berhenti dan keluar",
  },
  break: {
    heading: "Istirahat",
    hint: "Masuk, deposit, dan game ditutup selama waktu yang Anda pilih. Istirahat tidak bisa diakhiri lebih awal.",
    length: "Durasi",
    "24h": "24 jam",
    "7d": "7 hari",
    "30d": "30 hari",
    submit: "Mulai istirahat",
  },
  exclusion: {
    heading: "Pengecualian diri",
    hint: "Menutup akun Anda dari masuk, deposit, dan game selama 6 bulan atau lebih. Tidak bisa dibatalkan lebih awal.",
    length: "Durasi",
    months: "{{count}} bulan",
    submit: "Kecualikan saya",
  },
  confirm: {
    title: "Mohon konfirmasi",
    break:
      "Mulai sekarang sampai {{until}} Anda tidak bisa masuk, deposit, atau bermain. Istirahat tidak bisa diakhiri lebih awal.",
    selfExclusion:
      "Mulai sekarang sampai {{until}} Anda tidak bisa masuk, deposit, atau bermain. Pengecualian diri tidak bisa dibatalkan lebih awal.",
    yes: "Ya, mulai sekarang",
    cancel: "Batal",
  },
  started: "Istirahat Anda sudah dimulai. Anda telah keluar.",
  saved: "Disimpan.",
  savedRaise: "Disimpan. Batas yang lebih tinggi berlaku setelah 24 jam.",
  invalid: "Masukkan bilangan bulat 0 atau lebih.",
  failed: "Tidak dapat disimpan. Silakan coba lagi nanti.",
  range: {
    money: "Masukkan jumlah dari {{min}} sampai {{max}}.",
    session: "Masukkan jumlah menit bulat dari {{min}} sampai {{max}}.",
  },
  refused: {
    break:
      "Akun Anda sedang istirahat sampai {{until}}. Anda tidak bisa masuk, deposit, atau bermain sebelum itu.",
    selfExclusion:
      "Akun Anda dalam pengecualian diri sampai {{until}}. Anda tidak bisa masuk, deposit, atau bermain sebelum itu.",
    loss: {
      day: "Anda sudah mencapai batas kekalahan harian. Game dibuka lagi pada {{until}}.",
      week: "Anda sudah mencapai batas kekalahan mingguan. Game dibuka lagi pada {{until}}.",
      month: "Anda sudah mencapai batas kekalahan bulanan. Game dibuka lagi pada {{until}}.",
    },
    session:
      "Anda sudah mencapai batas waktu sesi. Silakan beristirahat; game dibuka lagi saat Anda masuk berikutnya.",
    deposit: {
      day: "Deposit ini melebihi batas deposit harian. Anda masih bisa deposit hingga {{remaining}} sampai {{until}}.",
      week: "Deposit ini melebihi batas deposit mingguan. Anda masih bisa deposit hingga {{remaining}} sampai {{until}}.",
      month:
        "Deposit ini melebihi batas deposit bulanan. Anda masih bisa deposit hingga {{remaining}} sampai {{until}}.",
    },
    limits: "Ubah batas Anda",
  },
} satisfies ResponsibleTexts;
