/** The gallery's icons: Material Icons (@mui/icons-material, the set the app uses), imported one by one so
 * the chunk holds only these (the whole set would be megabytes). */
import AccountBalance from '@mui/icons-material/AccountBalance'
import AddBox from '@mui/icons-material/AddBox'
import Alarm from '@mui/icons-material/Alarm'
import Analytics from '@mui/icons-material/Analytics'
import Archive from '@mui/icons-material/Archive'
import ArrowBack from '@mui/icons-material/ArrowBack'
import ArrowForward from '@mui/icons-material/ArrowForward'
import Attachment from '@mui/icons-material/Attachment'
import Badge from '@mui/icons-material/Badge'
import Bookmark from '@mui/icons-material/Bookmark'
import Build from '@mui/icons-material/Build'
import CalendarMonth from '@mui/icons-material/CalendarMonth'
import Call from '@mui/icons-material/Call'
import Campaign from '@mui/icons-material/Campaign'
import Category from '@mui/icons-material/Category'
import Chat from '@mui/icons-material/Chat'
import CheckCircle from '@mui/icons-material/CheckCircle'
import Close from '@mui/icons-material/Close'
import CloudUpload from '@mui/icons-material/CloudUpload'
import ContentCopy from '@mui/icons-material/ContentCopy'
import CreditCard from '@mui/icons-material/CreditCard'
import Dashboard from '@mui/icons-material/Dashboard'
import Delete from '@mui/icons-material/Delete'
import DirectionsCar from '@mui/icons-material/DirectionsCar'
import Download from '@mui/icons-material/Download'
import Edit from '@mui/icons-material/Edit'
import Email from '@mui/icons-material/Email'
import Error from '@mui/icons-material/Error'
import Favorite from '@mui/icons-material/Favorite'
import FilterList from '@mui/icons-material/FilterList'
import Flag from '@mui/icons-material/Flag'
import Folder from '@mui/icons-material/Folder'
import Group from '@mui/icons-material/Group'
import Help from '@mui/icons-material/Help'
import History from '@mui/icons-material/History'
import Home from '@mui/icons-material/Home'
import Info from '@mui/icons-material/Info'
import Insights from '@mui/icons-material/Insights'
import Key from '@mui/icons-material/Key'
import Language from '@mui/icons-material/Language'
import Link from '@mui/icons-material/Link'
import LocalShipping from '@mui/icons-material/LocalShipping'
import Lock from '@mui/icons-material/Lock'
import Logout from '@mui/icons-material/Logout'
import Map from '@mui/icons-material/Map'
import Menu from '@mui/icons-material/Menu'
import Notifications from '@mui/icons-material/Notifications'
import People from '@mui/icons-material/People'
import Person from '@mui/icons-material/Person'
import PieChart from '@mui/icons-material/PieChart'
import Print from '@mui/icons-material/Print'
import Receipt from '@mui/icons-material/Receipt'
import Refresh from '@mui/icons-material/Refresh'
import Save from '@mui/icons-material/Save'
import Search from '@mui/icons-material/Search'
import Security from '@mui/icons-material/Security'
import Send from '@mui/icons-material/Send'
import Settings from '@mui/icons-material/Settings'
import Share from '@mui/icons-material/Share'
import ShoppingCart from '@mui/icons-material/ShoppingCart'
import Star from '@mui/icons-material/Star'
import Storefront from '@mui/icons-material/Storefront'
import TableChart from '@mui/icons-material/TableChart'
import Timeline from '@mui/icons-material/Timeline'
import Upload from '@mui/icons-material/Upload'
import Visibility from '@mui/icons-material/Visibility'
import Warning from '@mui/icons-material/Warning'
import Wifi from '@mui/icons-material/Wifi'
import type { SvgIconComponent } from '@mui/icons-material'

export const galleryIcons: Array<[name: string, Icon: SvgIconComponent]> = [
  ['AccountBalance', AccountBalance],
  ['AddBox', AddBox],
  ['Alarm', Alarm],
  ['Analytics', Analytics],
  ['Archive', Archive],
  ['ArrowBack', ArrowBack],
  ['ArrowForward', ArrowForward],
  ['Attachment', Attachment],
  ['Badge', Badge],
  ['Bookmark', Bookmark],
  ['Build', Build],
  ['CalendarMonth', CalendarMonth],
  ['Call', Call],
  ['Campaign', Campaign],
  ['Category', Category],
  ['Chat', Chat],
  ['CheckCircle', CheckCircle],
  ['Close', Close],
  ['CloudUpload', CloudUpload],
  ['ContentCopy', ContentCopy],
  ['CreditCard', CreditCard],
  ['Dashboard', Dashboard],
  ['Delete', Delete],
  ['DirectionsCar', DirectionsCar],
  ['Download', Download],
  ['Edit', Edit],
  ['Email', Email],
  ['Error', Error],
  ['Favorite', Favorite],
  ['FilterList', FilterList],
  ['Flag', Flag],
  ['Folder', Folder],
  ['Group', Group],
  ['Help', Help],
  ['History', History],
  ['Home', Home],
  ['Info', Info],
  ['Insights', Insights],
  ['Key', Key],
  ['Language', Language],
  ['Link', Link],
  ['LocalShipping', LocalShipping],
  ['Lock', Lock],
  ['Logout', Logout],
  ['Map', Map],
  ['Menu', Menu],
  ['Notifications', Notifications],
  ['People', People],
  ['Person', Person],
  ['PieChart', PieChart],
  ['Print', Print],
  ['Receipt', Receipt],
  ['Refresh', Refresh],
  ['Save', Save],
  ['Search', Search],
  ['Security', Security],
  ['Send', Send],
  ['Settings', Settings],
  ['Share', Share],
  ['ShoppingCart', ShoppingCart],
  ['Star', Star],
  ['Storefront', Storefront],
  ['TableChart', TableChart],
  ['Timeline', Timeline],
  ['Upload', Upload],
  ['Visibility', Visibility],
  ['Warning', Warning],
  ['Wifi', Wifi],
]
