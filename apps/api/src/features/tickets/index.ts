export { registerTicketRoutes } from './tickets.routes'
export { seedTickets } from './tickets.seed'
export { listTickets } from './ticket-queries'
