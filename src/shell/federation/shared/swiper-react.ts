/** The swiper React components the host shares with the remotes (share key `swiper/react`, loaded on first use). */
export { Swiper, SwiperSlide } from 'swiper-react-full';
