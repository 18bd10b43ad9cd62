import { useTranslation } from "react-i18next";
import { Swiper, SwiperSlide } from "swiper/react";
import "swiper/css";

const SLIDES = [1, 2, 3, 4];

export default function Home() {
  const { t } = useTranslation();
  return (
    <main>
      <h1>{t("heading")}</h1>
      <Swiper>
        {SLIDES.map((number) => (
          <SwiperSlide key={number}>
            <p style={{ height: 160, margin: 0, background: "#234", color: "#fff" }}>
              {t("slide", { number })}
            </p>
          </SwiperSlide>
        ))}
      </Swiper>
    </main>
  );
}
