/** The swiper modules the host shares with the remotes (share key `swiper/modules`, loaded on first use). */
export { Autoplay, Pagination } from 'swiper-modules-full';
