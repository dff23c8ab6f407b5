import AccountBalance from '@mui/icons-material/AccountBalance'
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings'
import Block from '@mui/icons-material/Block'
import Build from '@mui/icons-material/Build'
import ErrorOutline from '@mui/icons-material/ErrorOutline'
import Group from '@mui/icons-material/Group'
import History from '@mui/icons-material/History'
import Home from '@mui/icons-material/Home'
import Inbox from '@mui/icons-material/Inbox'
import Lock from '@mui/icons-material/Lock'
import Login from '@mui/icons-material/Login'
import PersonAdd from '@mui/icons-material/PersonAdd'
import RequestPage from '@mui/icons-material/RequestPage'
import Schedule from '@mui/icons-material/Schedule'
import Security from '@mui/icons-material/Security'
import Storefront from '@mui/icons-material/Storefront'
import SupportAgent from '@mui/icons-material/SupportAgent'
import ViewKanban from '@mui/icons-material/ViewKanban'
import VpnKey from '@mui/icons-material/VpnKey'
import Insights from '@mui/icons-material/Insights'
import PieChart from '@mui/icons-material/PieChart'
import ShoppingCart from '@mui/icons-material/ShoppingCart'
import LocalShipping from '@mui/icons-material/LocalShipping'
import DirectionsCar from '@mui/icons-material/DirectionsCar'
import ReceiptLong from '@mui/icons-material/ReceiptLong'
import People from '@mui/icons-material/People'
import RateReview from '@mui/icons-material/RateReview'
import Share from '@mui/icons-material/Share'
import CalendarMonth from '@mui/icons-material/CalendarMonth'
import Help from '@mui/icons-material/Help'
import MenuBook from '@mui/icons-material/MenuBook'
import Sell from '@mui/icons-material/Sell'
import TableChart from '@mui/icons-material/TableChart'
import ShoppingCartCheckout from '@mui/icons-material/ShoppingCartCheckout'
import Forum from '@mui/icons-material/Forum'
import TextSnippet from '@mui/icons-material/TextSnippet'
import Campaign from '@mui/icons-material/Campaign'
import LocalOffer from '@mui/icons-material/LocalOffer'
import HomeWork from '@mui/icons-material/HomeWork'
import School from '@mui/icons-material/School'
import AddBox from '@mui/icons-material/AddBox'
import Category from '@mui/icons-material/Category'
import Settings from '@mui/icons-material/Settings'
import Web from '@mui/icons-material/Web'
import Widgets from '@mui/icons-material/Widgets'
import RestoreFromTrash from '@mui/icons-material/RestoreFromTrash'
import ViewAgenda from '@mui/icons-material/ViewAgenda'
import EmojiSymbols from '@mui/icons-material/EmojiSymbols'
import TextFields from '@mui/icons-material/TextFields'
import PictureInPicture from '@mui/icons-material/PictureInPicture'
import SmartButton from '@mui/icons-material/SmartButton'
import DynamicForm from '@mui/icons-material/DynamicForm'
import Extension from '@mui/icons-material/Extension'
import BarChart from '@mui/icons-material/BarChart'
import Approval from '@mui/icons-material/Approval'
import { navGroups, screenEntries, type NavIconName } from '@mesa/contracts'
import type { ComponentType } from 'react'
import type { NavEntry } from '../layouts/nav-types'
import { ApprovalsNavBadge } from '../features/approvals/components/approvals-nav-badge'

/** Screens whose link shows a live count beside its label. */
const navBadges: Partial<Record<string, ComponentType>> = { approvals: ApprovalsNavBadge }

/** The registry names navigation icons; the web resolves each name to its component. */
const navIcons: Record<NavIconName, ComponentType> = {
  storefront: Storefront,
  security: Security,
  group: Group,
  adminPanelSettings: AdminPanelSettings,
  lock: Lock,
  supportAgent: SupportAgent,
  requestPage: RequestPage,
  inbox: Inbox,
  accountBalance: AccountBalance,
  viewKanban: ViewKanban,
  login: Login,
  personAdd: PersonAdd,
  vpnKey: VpnKey,
  schedule: Schedule,
  history: History,
  restoreFromTrash: RestoreFromTrash,
  build: Build,
  block: Block,
  errorOutline: ErrorOutline,
  insights: Insights,
  pieChart: PieChart,
  shoppingCart: ShoppingCart,
  localShipping: LocalShipping,
  directionsCar: DirectionsCar,
  receiptLong: ReceiptLong,
  forum: Forum,
  textSnippet: TextSnippet,
  campaign: Campaign,
  people: People,
  rateReview: RateReview,
  share: Share,
  calendarMonth: CalendarMonth,
  help: Help,
  menuBook: MenuBook,
  sell: Sell,
  tableChart: TableChart,
  shoppingCartCheckout: ShoppingCartCheckout,
  localOffer: LocalOffer,
  homeWork: HomeWork,
  school: School,
  addBox: AddBox,
  category: Category,
  settings: Settings,
  web: Web,
  widgets: Widgets,
  viewAgenda: ViewAgenda,
  emojiSymbols: EmojiSymbols,
  textFields: TextFields,
  pictureInPicture: PictureInPicture,
  smartButton: SmartButton,
  dynamicForm: DynamicForm,
  extension: Extension,
  barChart: BarChart,
  approval: Approval,
  home: Home,
}

/**
 * The vertical navigation, derived from the screen registry (contracts `screens`): each group's heading, then
 * its screens in their `order`; each link carries its route's permission (spec §2, §6).
 */
export const navEntries: NavEntry[] = navGroups.flatMap((group): NavEntry[] => {
  const links = screenEntries
    .flatMap(([id, screen]) => (screen.nav?.group === group ? [{ id, screen, nav: screen.nav }] : []))
    .sort((a, b) => a.nav.order - b.nav.order)
    .map(({ id, screen, nav }): NavEntry => {
      const Icon = navIcons[nav.icon]
      const Badge = navBadges[id]
      return {
        kind: 'link',
        titleKey: nav.labelKey,
        to: screen.path,
        icon: <Icon />,
        ...(Badge && { badge: <Badge /> }),
        ...((nav.permission ?? screen.permission) && { permission: nav.permission ?? screen.permission }),
        ...(screen.demo && { demo: true as const }),
      }
    })
  return links.length ? [{ kind: 'heading', titleKey: `nav.${group}` }, ...links] : []
})
