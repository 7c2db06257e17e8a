# Telas do miniapp (miniapp/src/i18n). Referência: en/app.ftl.

## Shell

# The token's name, never translated; a term so that right-to-left text isolates it (it reads "$CUM",
# not "CUM$", inside Persian).
-cum = $CUM

app-loading = Carregando...
app-connecting = Conectando...
nav-main = Principal
nav-home = Início
nav-tasks = Tarefas
nav-play = Assistir
nav-games = Jogos
nav-more = Mais
nav-leaderboard = Ranking
nav-rooms = Salas
nav-upgrades = Melhorias
nav-store = Loja
nav-referral = Indicações
nav-profile = Perfil
nav-settings = Configurações
nav-help = Ajuda
header-home = Início do { -cum }
header-balance = Saldo:
menu-account-menu = Menu da conta
menu-account = Conta
menu-admin = Painel de administração
menu-logout = Sair
menu-user = Usuário
menu-level = Nível { $level }
bell-title = Notificações
bell-title-new = Notificações (novas)
bell-loading = Carregando
bell-loading-activity = Carregando atividade
bell-empty = Nenhuma notificação ainda
bell-empty-hint = Suas recompensas e compras vão aparecer aqui.
bell-latest = Atividade recente
offline-banner = Você está offline. As mudanças aparecem quando você voltar a ficar online.
amount-cum = { $amount } { -cum }

## Errors and the expired session

error-not-found = Esta página não existe.
error-new-version = Há uma nova versão do app.
error-screen = Algo deu errado nesta tela.
error-reload-hint = Recarregue para tentar de novo ou volte ao app.
error-reload = Recarregar
error-go-to-app = Ir para o app
error-no-server = Não conseguimos falar com o servidor.
error-try-again = Tentar de novo
error-retry = Tentar de novo
error-generic = Algo deu errado. Tente de novo.
error-offline-load = Você está offline ou o servidor está fora do ar. Isto atualiza quando você voltar a ficar online.
error-network = Não foi possível falar com o servidor. Verifique sua conexão e tente de novo.
error-bad-answer = O servidor enviou uma resposta que este app não entende.
session-expired = Esta sessão expirou. Feche o app e abra de novo pelo bot.
session-close = Fechar

## Toasts

toast-error = Erro
toast-reward-claimed = Recompensa resgatada!
toast-task-claimed = Recompensa resgatada!
toast-received = Você recebeu { $amount } { -cum }
toast-plus-amount = +{ $amount } { -cum }
toast-reward-failed = Não foi possível resgatar a recompensa
toast-welcome-claimed = Bônus de boas-vindas resgatado!
toast-welcome-received = Você recebeu { $amount } { -cum }!
toast-welcome-back = Que bom te ver de novo!
toast-all-set = Tudo pronto para começar a ganhar tokens!
toast-welcome-failed = Não foi possível resgatar o bônus de boas-vindas
toast-bonus-applied = Bônus aplicado!
toast-bonus-applied-text = Você vai receber o bônus de indicação depois de concluir a introdução.
toast-referral-failed = Não foi possível aplicar o código de indicação

## Home

home-name-fallback = por aí
home-welcome = Boas-vindas, { $name }!
home-welcome-back = Que bom te ver de novo, { $name }!
home-balance-label = Seu saldo de { -cum }
home-level = Nível { $level }
home-reward-level = Nível de recompensa
home-streak-days = { $days ->
    [one] { $days } dia
   *[other] { $days } dias
}
home-daily-streak = Sequência diária
home-share-title = Compartilhe e ganhe
home-share-text = Convide amigos e ganhe { $amount } { -cum } por cada um que entrar
reward-title = { $unit ->
    [hour] { $count ->
        [1] Recompensa de hora em hora
       *[other] Recompensa a cada { $count } horas
    }
   *[minute] Recompensa periódica
}
reward-interval = { $unit ->
    [hour] { $count ->
        [1] a cada hora
       *[other] a cada { $count } horas
    }
   *[minute] { $count ->
        [1] a cada minuto
       *[other] a cada { $count } minutos
    }
}
reward-text = Resgate { $amount } { -cum } { $every }
reward-claim = Resgatar recompensa
reward-claiming = Resgatando...
reward-next-in = Próxima recompensa em
reward-load-error = Não foi possível carregar o status da recompensa
welcome-bonus-title = Bônus de boas-vindas
welcome-bonus-waiting = Seu bônus de boas-vindas de { $amount } { -cum } está esperando.
welcome-bonus-onboarding = Conclua a introdução para resgatar { $amount } { -cum }.
welcome-bonus-claim = Resgatar bônus
welcome-bonus-complete = Concluir introdução
rank-hint = Veja quem ganhou mais { -cum } nesta semana
rank-earned = { $amount } { -cum } ganhos nesta semana
rank-yours = Sua posição
rank-yours-number = Sua posição: nº { $rank }
rank-unranked = Ainda sem posição
rank-unranked-hint = Ganhe seus primeiros { -cum } nesta semana para entrar no ranking
suspension-title = Conta suspensa
suspension-reason = Motivo: { $reason }
suspension-until = Até { $date }.
suspension-until-lifted = Até a equipe liberar.
suspension-text = Você ainda pode entrar e explorar, mas não pode ganhar nem gastar { -cum }.

## Tasks

tasks-daily = Diárias
tasks-weekly = Semanais
tasks-special = Especiais
tasks-section = Tarefas: { $section }
tasks-resets-in = { $unit ->
    [day] renova em { $count } d
    [hour] renova em { $count } h
   *[minute] renova em { $count } min
}
tasks-load-error = Não foi possível carregar as tarefas
tasks-empty = Nenhuma tarefa disponível no momento
tasks-empty-hint = Novas tarefas são adicionadas com frequência. Volte logo!
task-done = Feito
task-complete = Concluir
task-start = Começar
task-go = Ir
task-verify = Verificar
task-claim = Resgatar recompensa
task-claim-in = Em { $seconds } s
task-claim-in-long = { $seconds ->
    [one] Resgatar em { $seconds } segundo
   *[other] Resgatar em { $seconds } segundos
}
task-wait-note = Conclua na página que abriu: sua recompensa libera em { $seconds } s

## Games

games-load-error = Não foi possível carregar os jogos
games-all = Todos os jogos
games-more = Mais jogos
games-soon = Mais jogos em breve
games-soon-hint = Novas formas de ganhar { -cum } estão a caminho. Fique de olho!
games-save-failed = Não foi possível salvar sua pontuação.
games-submit-failed = Não foi possível enviar sua pontuação.
games-start-failed = Não foi possível iniciar o jogo.
clicker-up-to = Até { $amount } { -cum }/hora
clicker-description = Toque na moeda: cada { $taps } toques rendem { $amount } { -cum }.
clicker-play = Jogar CUM Clicker
clicker-paused = Pausado: limite por hora atingido
clicker-tap = Toque para ganhar
clicker-points-label = { $points ->
    [one] ponto
   *[other] pontos
}
clicker-capped = Você atingiu o limite desta hora: os toques não rendem até ele liberar.
clicker-next-payout = Próximo pagamento com { $points } pontos
clicker-this-run = Esta partida
clicker-earnings = Ganhos do clicker
clicker-credited = Creditado pelo servidor
cap-reached = Limite por hora atingido
cap-left = Restante nesta hora
cap-of = { $left } de { $cap } { -cum }
cap-aria = Ganhos do clicker restantes nesta hora
cap-again-from = Os toques voltam a render a partir de { $time }.
rush-range = { $min }-{ $max }
rush-per-game = { $range } { -cum } por partida
rush-description = { $seconds } segundos de tokens caindo: quanto maior a pontuação, maior a recompensa.
rush-games-left = { $left } de { $total } partidas restantes hoje
rush-play = Jogar Token Rush
rush-subtitle = { $seconds } segundos · { $range } { -cum } por partida
rush-intro = Os tokens caem por { $seconds } segundos. Toque neles antes que cheguem ao chão: quanto mais pegar, mais você ganha.
rush-start = Começar partida
rush-time-left = Tempo restante
rush-seconds = { $seconds } s
rush-score = pontos
rush-progress = Progresso da rodada
rush-submitting = Enviando sua pontuação…
rush-checking = Conferindo suas capturas…
rush-verified = Pontuação verificada: { $score } de { $max }
rush-send-again = Enviar de novo
rush-play-again = Jogar de novo
rush-how = Como funciona
rush-how-aria = Como funciona o Token Rush
rush-rules = O servidor inicia a rodada e sorteia os tokens; um token conta quando você toca nele enquanto cai (os dourados valem { $gold }), e o servidor confere com margem de { $tolerance } ms. Recompensa: { $min } { -cum } mais até { $spread } { -cum } pela parte dos tokens pegos, ou seja, { $range } { -cum } por partida, { $games } partidas por dia.

## Profile and Settings

profile-loading = Carregando perfil...
profile-sections = Seções do perfil
profile-tab-profile = Perfil
profile-tab-settings = Configurações
profile-tab-activity = Atividade
profile-admin = Admin
profile-save = Salvar
profile-saving = Salvando...
profile-edit = Editar
profile-balance = Saldo de { -cum }
profile-hide-balance = Ocultar saldo
profile-show-balance = Mostrar saldo
profile-tasks-done = Tarefas feitas
profile-total-rewards = Total de recompensas
profile-day-streak = Sequência de dias
profile-personal = Dados pessoais
profile-first-name = Nome
profile-last-name = Sobrenome
profile-username = Nome de usuário
profile-account = Detalhes da conta
profile-member-since = Membro desde
profile-recently = Recentemente
profile-telegram-id = ID do Telegram
profile-not-linked = Não vinculado
settings-language = Idioma
settings-notifications = Notificações
settings-privacy = Privacidade
settings-email-notifications = Notificações por e-mail
settings-push-notifications = Notificações push
settings-task-reminders = Lembretes de tarefas
settings-reward-alerts = Alertas de recompensa
settings-private-profile = Perfil privado
settings-show-balance = Mostrar saldo
settings-show-level = Mostrar nível
settings-updated = Configurações atualizadas
settings-saved = Suas configurações foram salvas.
settings-failed = Não foi possível atualizar as configurações
settings-update-failed = Falha ao atualizar
settings-allow-bot = Permita que o bot envie mensagens para ativar os alertas de recompensa.

## Onboarding

onboarding-aria = Introdução
onboarding-age-aria = Confirmação de idade
onboarding-step = Passo { $step } de { $total }
onboarding-continue = Continuar
onboarding-back = Voltar
onboarding-save-failed = Não foi possível salvar sua resposta. Tente de novo.
age-title = Só para maiores de 18
age-text = { -cum } é uma plataforma de recompensas de entretenimento adulto. Você precisa ter 18 anos ou mais para usar.
age-confirm = Confirmo que tenho 18 anos ou mais
age-confirming = Confirmando...
age-yes = Tenho 18 anos ou mais
age-no = Tenho menos de 18: sair
onboarding-1-title = Boas-vindas ao { -cum }!
onboarding-1-text = Ganhe tokens { -cum } pelo que você já curte: assistir, jogar, compartilhar e convidar amigos.
onboarding-2-title = Ganhe com tarefas
onboarding-2-text = Conclua tarefas diárias, semanais e especiais para juntar tokens.
onboarding-example-checkin = Check-in diário
onboarding-example-checkin-detail = Abra o app todo dia
onboarding-example-share = Compartilhar conteúdo
onboarding-example-share-detail = Compartilhe 3 posts
onboarding-example-invite = Convidar amigos
onboarding-example-invite-detail = Traga um amigo
onboarding-3-title = Bônus de indicação
onboarding-3-text = Convide amigos com seu código: você ganha { $referrer } { -cum } quando eles concluem a introdução, e eles ganham { $referred } { -cum } por usar o código.
onboarding-4-title = Salas ao vivo e conteúdo
onboarding-4-text = Explore salas ao vivo do nosso parceiro de streaming e descubra conteúdo premium de criadores.
onboarding-5-title = Assista, jogue e ganhe
onboarding-5-text = Ganhe enquanto assiste a vídeos curtos e joga minijogos. Resgate sua recompensa periódica para manter a sequência.
onboarding-6-title = Tudo pronto!
onboarding-6-text = Resgate seu bônus de boas-vindas de { $amount } { -cum } e comece a ganhar.
onboarding-bonus = Bônus de boas-vindas
onboarding-bonus-detail = Creditado no seu saldo na hora
onboarding-periodic = Recompensa periódica
onboarding-every-fallback = regularmente
onboarding-periodic-detail = Resgate { $every }: { $amount } { -cum } por nível
onboarding-friend = Por amigo convidado
onboarding-friend-detail = Quando um amigo conclui a introdução
referral-have-code = Tem um código de indicação?
referral-applied = Código de indicação aplicado. Seu bônus está a caminho.
referral-code = Código de indicação
referral-enter = Digite o código
referral-applying = Aplicando...
referral-apply = Aplicar código
referral-skip = Pular por enquanto
